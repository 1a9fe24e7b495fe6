/**
 * One custom field of the registration form (spec 01 section 3): 1 a text input with a character
 * counter, 2 a select (optionally several values, clearable), 3 an image upload. The title is in
 * the language shown (English when missing).
 */
import { useIntl } from "react-intl";
import type { PublisherCustomField } from "../../../contracts/registration.contract";
import type { FormMessage } from "../../../machines/form/form-model";
import type { CandidateFile, CustomInput } from "../../../machines/registration/registration.rules";
import { maxFilesOf } from "../../../machines/registration/registration.rules";
import { TextField, useFormText } from ".";
import { SelectField } from "./select-field";
import { customFieldTitle } from "./field-texts";
import { UploadField } from "./upload-field";

export interface CustomFieldProps {
  readonly field: PublisherCustomField;
  readonly input: CustomInput;
  readonly errors: ReadonlyArray<FormMessage> | undefined;
  readonly disabled: boolean;
  readonly onText: (value: string) => void;
  readonly onSelect: (value: ReadonlyArray<string>) => void;
  readonly onChoose: (files: CandidateFile[]) => void;
  readonly onRemove: (key: string) => void;
}

export const CustomField = ({ field, input, errors, disabled, onText, onSelect, onChoose, onRemove }: CustomFieldProps) => {
  const intl = useIntl();
  const errorText = useFormText();
  const title = customFieldTitle(field, intl.locale);
  const placeholder = field.properties.find((p) => p.language === intl.locale.split("-")[0])?.default ?? undefined;
  // A required custom field left empty says "Field is required" (spec 01 section 5, custom fields), under its title.
  const error = errorText(errors);

  if (field.fieldType === 1) {
    return (
      <TextField
        label={title}
        required={field.required}
        value={input.text}
        error={error}
        disabled={disabled}
        placeholder={placeholder}
        onChange={(event) => onText(event.currentTarget.value)}
        {...(field.maxLength !== null ? { maxLength: field.maxLength, maxLengthCounter: field.maxLength } : {})}
      />
    );
  }

  if (field.fieldType === 2) {
    const options = field.selectOptions.map((o) => ({ value: o, label: o }));
    const common = {
      label: title,
      options,
      required: field.required,
      error,
      disabled,
      clearLabel: intl.formatMessage({ id: "registration.select.clear" }, { label: title }),
    };
    return field.multiple ? (
      <SelectField
        {...common}
        multiple
        value={input.selected}
        onChange={onSelect}
        placeholder={intl.formatMessage({ id: "registration.select.placeholderMany" })}
      />
    ) : (
      <SelectField
        {...common}
        value={input.selected[0] ?? ""}
        onChange={(value) => onSelect(value === "" ? [] : [value])}
        placeholder={intl.formatMessage({ id: "registration.select.placeholder" })}
      />
    );
  }

  return (
    <UploadField
      label={title}
      required={field.required}
      multiple={field.multiple}
      maxFiles={maxFilesOf(field)}
      files={input.files}
      error={error}
      disabled={disabled}
      onChoose={onChoose}
      onRemove={onRemove}
    />
  );
};
