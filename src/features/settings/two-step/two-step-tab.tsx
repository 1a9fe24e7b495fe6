/**
 * Settings › Two-step sign-in (issue 37 item 1; docs/decisions/088-two-step-sign-in.md), drawn from the
 * flow (machines/two-step) state by state: the status loading or failed (Retry); off, with Turn on; or
 * on since when, with the recovery codes left, New recovery codes and Turn off. Each action's dialog
 * (./two-step-dialog.tsx, with the QR code) loads when first opened.
 */
import { Suspense } from "react";
import { FormattedMessage } from "react-intl";
import { Card } from "../../../ui/card";
import { FormAlert, useFormText } from "../../../ui/form";
import { lazyComponent } from "../../../ui/lazy-component";
import { useDateTimeFormat, usePublisherDays } from "../../../ui/list";
import { NetworkButton, useNeedsNetwork } from "../../../ui/needs-network";
import { primaryButton, quietButton } from "../api-tokens/styles";
import { useTwoStepFlow } from "./flow-implementations";

const TwoStepDialog = lazyComponent(() => import("./two-step-dialog"));

export default function TwoStepTab() {
  const text = useFormText();
  const { timeZone } = usePublisherDays();
  const dateTime = useDateTimeFormat(timeZone);
  const [state, send] = useTwoStepFlow();
  const { status, loadError } = state.context;
  const network = useNeedsNetwork();

  if (state.matches("loading") && status === null)
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage id="twoStep.loading" />
      </p>
    );

  if (state.matches("loadFailed"))
    return (
      <div className="space-y-3">
        <FormAlert>{text(loadError)}</FormAlert>
        <NetworkButton className={quietButton} onClick={() => send({ type: "status.retry" })}>
          <FormattedMessage id="twoStep.retry" />
        </NetworkButton>
      </div>
    );

  const enabled = status?.enabled === true;
  const idle = state.matches("idle");
  const dialog = state.matches("enrolling") || state.matches("regenerating") || state.matches("disabling") || state.matches("revealed");
  return (
    <section aria-labelledby="two-step-title" className="max-w-2xl space-y-6">
      <div className="space-y-1">
        <h2 id="two-step-title" className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          <FormattedMessage id="settings.tab.twoStep" />
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="twoStep.intro" />
        </p>
      </div>
      <Card className="space-y-4 p-4 sm:p-5">
        <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-slate-800 dark:text-slate-100">
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${
              enabled
                ? "bg-emerald-50 text-emerald-800 ring-emerald-300 dark:bg-emerald-400/10 dark:text-emerald-200 dark:ring-emerald-400/40"
                : "bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600"
            }`}
          >
            <FormattedMessage id={enabled ? "twoStep.status.on" : "twoStep.status.off"} />
          </span>
          {enabled && status?.enabledAt ? (
            <span className="tabular-nums">
              <FormattedMessage id="twoStep.status.since" values={{ date: dateTime(status.enabledAt) }} />
            </span>
          ) : null}
        </p>
        {enabled ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <FormattedMessage id="twoStep.status.codesLeft" values={{ count: status?.recoveryCodesLeft ?? 0 }} />
          </p>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <FormattedMessage id="twoStep.status.offHint" />
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {enabled ? (
            <>
              <NetworkButton
                network={network}
                className={quietButton}
                disabled={!idle}
                onClick={() => send({ type: "twoStep.regenerate" })}
              >
                <FormattedMessage id="twoStep.regenerate" />
              </NetworkButton>
              <NetworkButton network={network} className={quietButton} disabled={!idle} onClick={() => send({ type: "twoStep.disable" })}>
                <FormattedMessage id="twoStep.disable" />
              </NetworkButton>
            </>
          ) : (
            <NetworkButton network={network} className={primaryButton} disabled={!idle} onClick={() => send({ type: "twoStep.enable" })}>
              <FormattedMessage id="twoStep.enable" />
            </NetworkButton>
          )}
        </div>
        {network.note}
      </Card>
      {dialog && (
        <Suspense fallback={null}>
          <TwoStepDialog state={state} send={send} />
        </Suspense>
      )}
    </section>
  );
}
