/**
 * The fields of a smartlink campaign, as the launch dialog and the edit form on the smartlink's page
 * ask for them: the traffic type and countries (the country picker over the countries lookup,
 * docs/decisions/054-country-picker.md: the flow gets the chosen codes), then the domain (the publisher's validated domains, or the network's
 * own) and the custom URL. The flow keeps the values and errors.
 */
import { useId } from "react";
import { useIntl } from "react-intl";
import type { FieldErrors } from "../../../machines/form/form-model";
import type { LaunchField, LaunchValues, SmartlinkRequestEvent } from "../../../machines/smartlink-request/smartlink-request.machine";
import { withApi } from "../../api";
import { useApiQuery } from "../../app/use-api-query";
import { CountryPicker } from "../../ui/country-picker";
import { FieldShell, TextField, useFormText } from "../../ui/form";
import { useCountries } from "../../ui/list/use-countries";
import { SelectField, type SelectOption } from "../../ui/form/select-field";

/** certStatus ok (spec 02 section 3): the only domains a smartlink may use. */
const VALIDATED = "1";

export interface TrafficFieldsProps {
  readonly values: LaunchValues;
  readonly errors: FieldErrors<LaunchField>;
  readonly countryRequired: boolean;
  readonly trafficTypes: ReadonlyArray<{ value: string; label: string }>;
  readonly send: (event: SmartlinkRequestEvent) => void;
}

export const TrafficFields = ({ values, errors, countryRequired, trafficTypes, send }: TrafficFieldsProps) => {
  const intl = useIntl();
  const text = useFormText();
  const countries = useCountries();
  const countriesId = useId();
  const countriesError = text(errors.countries);
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
      <FieldShell
        id={countriesId}
        label={intl.formatMessage({ id: "smartlinks.field.countries" })}
        hint={intl.formatMessage({ id: "smartlinks.field.countriesHint" })}
        error={countriesError}
        required={countryRequired}
      >
        <CountryPicker
          countries={countries}
          id={countriesId}
          value={values.countries}
          onChange={(codes) => send({ type: "field.change", values: { countries: codes } })}
          describedBy={[countriesError ? `${countriesId}-error` : null, `${countriesId}-hint`].filter(Boolean).join(" ")}
          invalid={Boolean(countriesError)}
        />
      </FieldShell>
    </>
  );
};

export interface LinkFieldsProps {
  readonly values: LaunchValues;
  readonly errors: FieldErrors<LaunchField>;
  /** The campaign's domain when the validated ones may not include it any more (renamed since): kept as a choice. */
  readonly current?: SelectOption | undefined;
  readonly send: (event: SmartlinkRequestEvent) => void;
}

/** The domain the smartlink's links use and its custom URL. Failed loads of the domains leave the network's own, as lookups do (spec 02 section 8). */
export const LinkFields = ({ values, errors, current, send }: LinkFieldsProps) => {
  const intl = useIntl();
  const text = useFormText();
  const domains = useApiQuery(
    withApi((api) => api.domains.list({ urlParams: { certStatus: VALIDATED, itemsPerPage: 100 } })),
    "smartlink-domains",
  );
  const validated = (domains.data?.["hydra:member"] ?? []).map((d) => ({ value: d["@id"], label: d.name }));
  const options: SelectOption[] = [
    { value: "", label: intl.formatMessage({ id: "smartlinks.field.domainNone" }) },
    ...validated,
    ...(current && !validated.some((d) => d.value === current.value) ? [current] : []),
  ];
  return (
    <>
      <SelectField
        label={intl.formatMessage({ id: "smartlinks.field.domain" })}
        placeholder={options[0]!.label}
        hint={intl.formatMessage({ id: "smartlinks.field.domainHint" })}
        options={options}
        value={values.domain}
        onChange={(domain) => send({ type: "field.change", values: { domain } })}
        error={text(errors.domain)}
      />
      <TextField
        label={intl.formatMessage({ id: "smartlinks.field.customUrl" })}
        type="url"
        value={values.customUrl}
        onChange={(event) => send({ type: "field.change", values: { customUrl: event.target.value } })}
        error={text(errors.customUrl)}
      />
    </>
  );
};
