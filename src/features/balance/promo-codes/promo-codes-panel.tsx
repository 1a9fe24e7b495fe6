/**
 * Promo codes on the Balance page (spec 02 sections 2, 5 and 7; issue 11; docs/decisions/024): a code
 * field ("Code is required", "Code should not be blank", the server's 422 text on the field) and the
 * activated codes. A good code refreshes the one balance source (the header and the page) and calls
 * `onActivated` so the page lists the new transaction. A one-step form without a flow: the code is
 * sent, never journaled.
 */
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { type ApiError, runApi, withApi } from "../../../api";
import { isTag } from "../../../api/catalogue";
import { useRefreshBalance } from "../../../app/balance-source";
import { handleError } from "../../../app/error-handler";
import { usePublisher, useSystem } from "../../../app/react";
import { toasts } from "../../../app/toasts";
import { useApiQuery } from "../../../app/use-api-query";
import { formatMoney } from "../../../lib/money";
import { TextField, useFormText } from "../../../ui/form";
import { useDateTimeFormat, usePublisherDays } from "../../../ui/list";
import type { FormMessage } from "../../../../machines/form/form-model";
import { ActivatedCodes } from "./activated-codes";
import { checkPromoCode } from "./promo-code-rules";
import { Card } from "../../../ui/card";
import { NetworkButton, useNeedsNetwork } from "../../../ui/needs-network";
// This group comes with the module that calls it, not at its first call (src/api/groups.ts).
import "../../../../contracts/promo-codes.contract";

const button =
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-lg bg-teal-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm outline-none hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-70 dark:bg-teal-500 dark:text-slate-950 dark:hover:bg-teal-400 dark:focus-visible:ring-teal-400 dark:focus-visible:ring-offset-slate-900";

/** The server's messages on `code` (a 422), or null when the failure is of another kind. */
const codeViolations = (error: ApiError): ReadonlyArray<FormMessage> | null => {
  if (!isTag(error, "ValidationFailed")) return null;
  const own = error.violations.filter((v) => v.propertyPath === "code");
  return own.length > 0 && own.length === error.violations.length ? own.map((v) => ({ text: v.message })) : null;
};

export const PromoCodesPanel = ({ onActivated }: { onActivated: () => void }) => {
  const intl = useIntl();
  const text = useFormText();
  const { api } = useSystem();
  const publisher = usePublisher();
  const refreshBalance = useRefreshBalance();
  const dateTime = useDateTimeFormat(usePublisherDays().timeZone);
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<ReadonlyArray<FormMessage>>([]);
  const [busy, setBusy] = useState(false);
  // Activating asks the server: offline it waits, with the reason under it (decision 083).
  const network = useNeedsNetwork();
  const activated = useApiQuery(
    withApi((a) => a.promoCodes.list({})),
    "promo-codes",
  );

  const submit = async () => {
    const problem = checkPromoCode(code);
    if (problem) return setErrors([problem]);
    setBusy(true);
    setErrors([]);
    const result = await runApi(
      api,
      withApi((a) => a.promoCodes.activate({ payload: { code: code.trim() } })),
    );
    setBusy(false);
    if (result._tag === "Left") {
      const onField = codeViolations(result.left);
      if (onField) setErrors(onField);
      else handleError(result.left);
      return;
    }
    setCode("");
    toasts.show({
      tone: "success",
      messageId: "promo.activatedToast",
      values: { code: result.right.code, amount: formatMoney(result.right.amount, publisher.currency.symbol) },
    });
    refreshBalance();
    activated.retry();
    onActivated();
  };

  return (
    <Card as="section" id="promo-codes" aria-labelledby="promo-codes-title" className="space-y-4 px-5 py-4">
      <h2 id="promo-codes-title" className="text-sm font-medium text-slate-600 dark:text-slate-300">
        <FormattedMessage id="promo.title" />
      </h2>
      <form
        noValidate
        className="flex flex-col gap-2 sm:flex-row sm:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy && !network.offline) void submit();
        }}
      >
        <div className="min-w-0 flex-1">
          <TextField
            label={intl.formatMessage({ id: "promo.field.code" })}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setErrors([]);
            }}
            error={text(errors)}
            readOnly={busy}
            autoComplete="off"
            spellCheck={false}
            required
          />
        </div>
        <div className="flex shrink-0 flex-col sm:mt-7">
          <NetworkButton type="submit" network={network} className={button} disabled={busy} aria-busy={busy || undefined}>
            {busy && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
            <FormattedMessage id="promo.activate" />
          </NetworkButton>
          {network.note}
        </div>
      </form>
      <h3 className="text-sm font-medium text-slate-600 dark:text-slate-300">
        <FormattedMessage id="promo.activated" />
      </h3>
      <ActivatedCodes query={activated} symbol={publisher.currency.symbol} dateTime={dateTime} />
    </Card>
  );
};
