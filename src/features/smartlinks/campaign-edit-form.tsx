/**
 * The traffic type, countries, domain and custom URL of a requested, in-review, test or live
 * smartlink, as a form on its page (the smartlink request flow's `editing` and `saving`). Loaded when
 * the publisher presses Edit.
 */
import { useEffect, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { FieldErrors, FormMessage } from "../../../machines/form/form-model";
import type { LaunchField, LaunchValues, SmartlinkRequestEvent } from "../../../machines/smartlink-request/smartlink-request.machine";
import { secondaryButton } from "../../ui/buttons";
import { FormAlert, SubmitButton, useFormText } from "../../ui/form";
import type { SelectOption } from "../../ui/form/select-field";
import { LinkFields, TrafficFields } from "./traffic-fields";

export interface CampaignEditFormProps {
  readonly values: LaunchValues;
  readonly errors: FieldErrors<LaunchField>;
  readonly formError: FormMessage | null;
  readonly busy: boolean;
  readonly countryRequired: boolean;
  readonly trafficTypes: ReadonlyArray<{ value: string; label: string }>;
  /** The campaign's domain (IRI and name), kept as a choice should it be validated no longer. */
  readonly currentDomain?: SelectOption | undefined;
  readonly send: (event: SmartlinkRequestEvent) => void;
}

export default function CampaignEditForm({
  values,
  errors,
  formError,
  busy,
  countryRequired,
  trafficTypes,
  currentDomain,
  send,
}: CampaignEditFormProps) {
  const intl = useIntl();
  const text = useFormText();
  // What the publisher typed stays as typed; the flow keeps the codes.
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
      <TrafficFields values={values} errors={errors} countryRequired={countryRequired} trafficTypes={trafficTypes} send={send} />
      <LinkFields values={values} errors={errors} current={currentDomain} send={send} />
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
