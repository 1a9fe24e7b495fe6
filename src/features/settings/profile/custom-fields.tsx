/**
 * The custom publisher fields on the profile (spec 01 section 3), with the registration's rules:
 * text and select fields are edited with the registration's own field; an upload field shows how
 * many files the publisher sent (they are kept as they are).
 */
import { FormattedMessage, useIntl } from "react-intl";
import type { PublisherCustomField } from "../../../../contracts/registration.contract";
import type { FieldErrors } from "../../../../machines/form/form-model";
import { CustomField } from "../../../ui/form/custom-field";
import { customFieldTitle } from "../../../ui/form/field-texts";

export interface CustomFieldsProps {
  readonly fields: ReadonlyArray<PublisherCustomField>;
  readonly values: Readonly<Record<string, ReadonlyArray<string>>>;
  /** Files stored for each upload field, by the field's `@id`. */
  readonly files: Readonly<Record<string, number>>;
  readonly errors: FieldErrors;
  readonly disabled: boolean;
  readonly onChange: (field: string, input: ReadonlyArray<string>) => void;
}

const NO_FILES = () => {};

export const CustomFields = ({ fields, values, files, errors, disabled, onChange }: CustomFieldsProps) => {
  const intl = useIntl();
  return (
    <>
      {fields.map((field) => {
        const id = field["@id"];
        if (field.fieldType === 3) {
          return (
            <div key={id} className="space-y-1">
              <p className="text-sm font-medium text-slate-800 dark:text-slate-200">{customFieldTitle(field, intl.locale)}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                <FormattedMessage id="profile.files" values={{ count: files[id] ?? 0 }} />
              </p>
            </div>
          );
        }
        const input = values[id] ?? [];
        return (
          <CustomField
            key={id}
            field={field}
            input={{ text: input[0] ?? "", selected: input, files: [] }}
            errors={errors[id]}
            disabled={disabled}
            onText={(text) => onChange(id, [text])}
            onSelect={(selected) => onChange(id, selected)}
            onChoose={NO_FILES}
            onRemove={NO_FILES}
          />
        );
      })}
    </>
  );
};
