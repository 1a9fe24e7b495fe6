/**
 * Settings › Payout accounts (spec 01 sections 3-5, spec 02 section 2; issue 11): the payout account
 * flow (machines/payout-account) drawn state by state: the list loading (cancellable), failed or
 * cancelled (Retry), the list with add, edit, make active and delete, the form dialog and the
 * delete dialog with its pin, and each account's history from the flow's journal.
 */
import { FormattedMessage, useIntl } from "react-intl";
import { methodOf } from "../../../../machines/payout-account/payout-rules";
import { usePublisher } from "../../../app/react";
import { secondaryButton } from "../../../ui/buttons";
import { FormAlert, useFormText } from "../../../ui/form";
import { useDateTimeFormat, usePublisherDays } from "../../../ui/list";
import { AccountFormDialog } from "./account-form-dialog";
import { AccountsTable } from "./accounts-table";
import { DeleteDialog, type DeleteStep } from "./delete-dialog";
import { DeletedAccounts } from "./deleted-accounts";
import { maskAccount } from "./mask";
import { PAYOUT_FLOW_ID, usePayoutAccountFlow } from "./flow-implementations";
import { primaryButton } from "./styles";
import { usePayoutHistory } from "./use-history";
import { Card } from "../../../ui/card";
import { NetworkButton, useNeedsNetwork } from "../../../ui/needs-network";

const DELETE_STEPS: ReadonlyArray<DeleteStep> = ["confirming", "requestingPin", "enteringPin", "removing"];
const FORM_STEPS = ["form", "validating", "saving"] as const;

export default function PayoutAccountsTab() {
  const intl = useIntl();
  const text = useFormText();
  const publisher = usePublisher();
  const dateTime = useDateTimeFormat(usePublisherDays().timeZone);
  const [state, send] = usePayoutAccountFlow();
  const history = usePayoutHistory(PAYOUT_FLOW_ID);
  const { accounts, methods, loadError, editing, values, errors, formError, target, pin, pinErrors, notice } = state.context;
  // A row's Make active and Delete ask the server: offline they wait, with one reason under the table.
  const network = useNeedsNetwork();

  const formStep = FORM_STEPS.find((step) => state.matches({ editing: step }));
  const deleteStep = DELETE_STEPS.find((step) => state.matches({ deleting: step }));
  const targetAccount = accounts.find((a) => a.id === target);
  const nameOf = (account: { method: string; account: string }) =>
    intl.formatMessage(
      { id: "payout.accountName" },
      { method: methodOf(methods, account.method)?.title ?? account.method, account: maskAccount(account.account) },
    );

  if (state.matches("loading"))
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="payout.loading" />
        </p>
        <button type="button" className={secondaryButton} onClick={() => send({ type: "list.cancel" })}>
          <FormattedMessage id="payout.cancelLoading" />
        </button>
      </div>
    );

  if (state.matches("loadFailed"))
    return (
      <div className="space-y-3">
        <FormAlert tone={loadError ? "error" : "info"}>
          {loadError ? text(loadError) : <FormattedMessage id="payout.loadCancelled" />}
        </FormAlert>
        <NetworkButton className={secondaryButton} onClick={() => send({ type: "list.retry" })}>
          <FormattedMessage id="payout.retry" />
        </NetworkButton>
      </div>
    );

  return (
    <section aria-labelledby="payout-accounts-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="payout-accounts-title" className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          <FormattedMessage id="settings.tab.payoutAccounts" />
        </h2>
        <button type="button" className={primaryButton} disabled={!state.matches("idle")} onClick={() => send({ type: "account.create" })}>
          <FormattedMessage id="payout.add" />
        </button>
      </div>
      {notice && !deleteStep && <FormAlert>{text(notice)}</FormAlert>}
      {accounts.length > 0 && !accounts.some((a) => a.active) && (
        <FormAlert tone="info">
          <FormattedMessage id="payout.noActive" />
        </FormAlert>
      )}
      {accounts.length === 0 ? (
        <Card as="p" className="px-4 py-6 text-center text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="payout.empty" />
        </Card>
      ) : (
        <div>
          <AccountsTable
            network={network}
            accounts={accounts}
            methods={methods}
            history={history}
            symbol={publisher.currency.symbol}
            dateTime={dateTime}
            activating={state.matches("activating") ? target : null}
            enabled={state.matches("idle")}
            onEdit={(id) => send({ type: "account.edit", id })}
            onActivate={(id) => send({ type: "account.activate", id })}
            onDelete={(id) => send({ type: "account.delete", id })}
          />
          {network.note}
        </div>
      )}
      <DeletedAccounts history={history} present={new Set(accounts.map((a) => a.id))} methods={methods} dateTime={dateTime} />
      {formStep && (
        <AccountFormDialog
          creating={editing === null}
          step={formStep}
          values={values}
          errors={errors}
          formError={formError}
          methods={methods}
          symbol={publisher.currency.symbol}
          onChange={(next) => send({ type: "field.change", values: next })}
          onSubmit={() => send({ type: "form.submit" })}
          onCancel={() => send({ type: "form.cancel" })}
        />
      )}
      {deleteStep && targetAccount && (
        <DeleteDialog
          step={deleteStep}
          name={nameOf(targetAccount)}
          active={targetAccount.active}
          email={publisher.email}
          pin={pin}
          pinErrors={pinErrors}
          notice={notice}
          onConfirm={() => send({ type: "delete.confirm" })}
          onPinChange={(next) => send({ type: "pin.change", pin: next })}
          onPinSubmit={() => send({ type: "pin.submit" })}
          onResend={() => send({ type: "pin.resend" })}
          onCancel={() => send({ type: "delete.cancel" })}
        />
      )}
    </section>
  );
}
