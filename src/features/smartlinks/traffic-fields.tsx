/**
 * The traffic type and countries of a smartlink campaign, as the launch dialog and the edit form on
 * the smartlink's page ask for them: the flow keeps the values and errors; the countries' text stays
 * as the publisher typed it, and the flow gets its codes.
 */
import { useIntl } from "react-intl";
import type { FieldErrors } from "../../../machines/form/form-model";
import type { LaunchField, LaunchValues, SmartlinkRequestEvent } from "../../../machines/smartlink-request/smartlink-request.machine";
import { TextField, useFormText } from "../../ui/form";
import { SelectField } from "../../ui/form/select-field";

const countriesOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter((c) => c !== "")
    .map((c) => c.toUpperCase());

export interface TrafficFieldsProps {
  readonly values: LaunchValues;
  readonly errors: FieldErrors<LaunchField>;
  readonly countryRequired: boolean;
  readonly trafficTypes: ReadonlyArray<{ value: string; label: string }>;
  /** The countries as typed. */
  readonly countries: string;
  readonly onCountries: (text: string) => void;
  readonly send: (event: SmartlinkRequestEvent) => void;
}

export const TrafficFields = ({ values, errors, countryRequired, trafficTypes, countries, onCountries, send }: TrafficFieldsProps) => {
  const intl = useIntl();
  const text = useFormText();
  return (
    <>
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
          onCountries(event.target.value);
          send({ type: "field.change", values: { countries: countriesOf(event.target.value) } });
        }}
        error={text(errors.countries)}
        required={countryRequired}
      />
    </>
  );
};
