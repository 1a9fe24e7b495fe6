/**
 * Launching or requesting a smartlink: the smartlink request flow in a dialog. The flow loads the
 * smartlink, opens its form (traffic type, countries, domain, custom URL, subsource, track), sends it,
 * and shows where the server put it (live, requested…), or that its vertical is disabled. When the window regains focus the flow asks the
 * server again (docs/decisions/031-smartlink-request-machine.md).
 */
import { useEffect, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { Smartlink } from "../../../contracts/smartlinks.contract";
import { EMPTY_LAUNCH, changedFrom } from "../../../machines/smartlink-request/smartlink-request.machine";
import { withApi } from "../../api";
import { useFlow } from "../../app/use-flow";
import { useApiQuery } from "../../app/use-api-query";
import { secondaryButton } from "../../ui/buttons";
import { NetworkButton } from "../../ui/needs-network";
import { FormAlert, SubmitButton, TextField, useFormText } from "../../ui/form";
import { useRefreshOnFocus, useSmartlinkRequestMachine } from "./flow-implementations";
import { LinkFields, TrafficFields } from "./traffic-fields";
import { ModalFrame, ModalTitle } from "../../ui/modal";

const RESULT_STATES = ["live", "requested", "inReview", "test", "suspended", "declined", "disabled"] as const;

export default function LaunchDialog({
  smartlink,
  onClose,
  onChanged,
  onStale,
}: {
  smartlink: Smartlink;
  onClose: () => void;
  onChanged: () => void;
  /**
   * The flow learned what the page behind it did not show: the vertical disabled (at opening or on a
   * refresh), or a refusal (the vertical, the limit). The page asks the server again (issue 35 item 10).
   */
  onStale: () => void;
}) {
  const intl = useIntl();
  const text = useFormText();
  const machine = useSmartlinkRequestMachine(onChanged);
  const [state, send] = useFlow(machine, "smartlinkRequest", { relativeId: smartlink.relativeId });
  const trafficTypes = useApiQuery(
    withApi((api) => api.lookups.trafficTypes({})),
    "traffic-types",
  );
  const asked = useRef(false);
  const request = smartlink.status === "on_request";

  // The row's button said what to do: once the flow has the smartlink, open its form.
  useEffect(() => {
    if (asked.current) return;
    if (state.matches("available")) send({ type: "smartlink.launch" });
    else if (state.matches("onRequest")) send({ type: "smartlink.request" });
    else return;
    asked.current = true;
  }, [state, send]);

  useRefreshOnFocus(send);

  const { values, errors, formError, loadError } = state.context;
  const disabled = state.matches("disabled");
  useEffect(() => {
    if (disabled || formError !== null) onStale();
  }, [disabled, formError, onStale]);
  const result = RESULT_STATES.find((s) => state.matches(s));
  const options = (trafficTypes.data?.["hydra:member"] ?? []).map((t) => ({ value: t["@id"], label: t.name }));

  return (
    <ModalFrame
      onClose={onClose}
      width="lg"
      dirty={(state.matches("choosing") || state.matches("submitting")) && changedFrom(values, EMPTY_LAUNCH)}
    >
      <ModalTitle>
        <FormattedMessage
          id={request ? "smartlinks.dialog.requestTitle" : "smartlinks.dialog.launchTitle"}
          values={{ name: smartlink.name }}
        />
      </ModalTitle>
      {state.matches("loading") && (
        <p role="status" className="mt-4 text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="smartlinks.dialog.loading" />
        </p>
      )}
      {state.matches("failed") && (
        <div className="mt-4 space-y-3">
          <FormAlert>{text(loadError)}</FormAlert>
          <NetworkButton className={secondaryButton} onClick={() => send({ type: "load.retry" })}>
            <FormattedMessage id="smartlinks.dialog.retry" />
          </NetworkButton>
        </div>
      )}
      {(state.matches("choosing") || state.matches("submitting")) && (
        <form
          noValidate
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: "form.submit" });
          }}
        >
          {formError && <FormAlert>{text(formError)}</FormAlert>}
          <TrafficFields
            values={values}
            errors={errors}
            countryRequired={state.context.report?.vertical.countryRequired ?? false}
            trafficTypes={options}
            send={send}
          />
          <LinkFields values={values} errors={errors} send={send} />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label={intl.formatMessage({ id: "smartlinks.field.subsource" })}
              value={values.trackingParams.subsource ?? ""}
              onChange={(event) =>
                send({ type: "field.change", values: { trackingParams: { ...values.trackingParams, subsource: event.target.value } } })
              }
            />
            <TextField
              label={intl.formatMessage({ id: "smartlinks.field.track" })}
              value={values.trackingParams.track ?? ""}
              onChange={(event) =>
                send({ type: "field.change", values: { trackingParams: { ...values.trackingParams, track: event.target.value } } })
              }
            />
          </div>
          <div className="flex justify-end gap-2">
            <button type="button" className={secondaryButton} onClick={onClose}>
              <FormattedMessage id="smartlinks.dialog.cancel" />
            </button>
            <div>
              <SubmitButton busy={state.matches("submitting")}>
                <FormattedMessage id={request ? "smartlinks.submit.request" : "smartlinks.submit.launch"} />
              </SubmitButton>
            </div>
          </div>
        </form>
      )}
      {result && (
        <div className="mt-4 space-y-4">
          <FormAlert tone={result === "declined" || result === "disabled" ? "error" : result === "live" ? "success" : "info"}>
            {/* A disabled vertical: the spec's text, as the smartlink's page says it. */}
            <FormattedMessage id={result === "disabled" ? "smartlinks.stage.disabled" : `smartlinks.result.${result}`} />
          </FormAlert>
          <div className="flex justify-end">
            <button type="button" className={secondaryButton} onClick={onClose}>
              <FormattedMessage id="smartlinks.dialog.close" />
            </button>
          </div>
        </div>
      )}
    </ModalFrame>
  );
}
