/**
 * The traffic type and countries of a requested, in-review, test or live smartlink, as a form on its
 * page (the smartlink request flow's `editing` and `saving`). Loaded when the publisher presses Edit.
 */
import { useEffect, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { FieldErrors, FormMessage } from "../../../machines/form/form-model";
import type { LaunchField, LaunchValues, SmartlinkRequestEvent } from "../../../machines/smartlink-request/smartlink-request.machine";
import { secondaryButton } from "../../ui/buttons";
import { FormAlert, SubmitButton, TextField, useFormText } from "../../ui/form";
import { SelectField } from "../../ui/form/select-field";

const countriesOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter((c) => c !== "")
    .map((c) => c.toUpperCase());

export interface CampaignEditFormProps {
  readonly values: LaunchValues;
  readonly errors: FieldErrors<LaunchField>;
  readonly formError: FormMessage | null;
  readonly busy: boolean;
  readonly countryRequired: boolean;
  readonly trafficTypes: ReadonlyArray<{ value: string; label: string }>;
  readonly send: (event: SmartlinkRequestEvent) => void;
}

export default function CampaignEditForm({ values, errors, formError, busy, countryRequired, trafficTypes, send }: CampaignEditFormProps) {
  const intl = useIntl();
  const text = useFormText();
  // What the publisher typed stays as typed; the flow keeps the codes.
  const [countries, setCountries] = useState(values.countries.join(", "));
  const form = useRef<HTMLFormElement>(null);
  // The form opens where the Edit button was: the keyboard goes on to its first field.
  useEffect(() => form.current?.querySelector<HTMLElement>("button, input")?.focus(), []);
  return (
    <form
      ref={form}
      noValidate
      aria-label={intl.formatMessage({ id: "smartlinks.detail.editTitle" })}
      className="mt-3 max-w-lg space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: "form.submit" });
      }}
    >
      {formError && <FormAlert>{text(formError)}</FormAlert>}
      <SelectField
        label={intl.formatMessage({ id: "smartlinks.field.trafficType" })}
        placeholder={intl.formatMessage({ id: "smartlinks.field.trafficTypePlaceholder" })}
        options={trafficTypes}
        value={values.trafficType}
        onChange={(trafficType) => send({ type: "field.change", values: { trafficType } })}
        error={text(errors.trafficType)}
        required
      />
      <TextField
        label={intl.formatMessage({ id: "smartlinks.field.countries" })}
        hint={intl.formatMessage({ id: "smartlinks.field.countriesHint" })}
        value={countries}
        onChange={(event) => {
          setCountries(event.target.value);
          send({ type: "field.change", values: { countries: countriesOf(event.target.value) } });
        }}
        error={text(errors.countries)}
        required={countryRequired}
      />
      <div className="flex gap-2">
        <div>
          <SubmitButton busy={busy}>
            <FormattedMessage id="smartlinks.detail.save" />
          </SubmitButton>
        </div>
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => send({ type: "form.cancel" })}>
          <FormattedMessage id="smartlinks.dialog.cancel" />
        </button>
      </div>
    </form>
  );
}
