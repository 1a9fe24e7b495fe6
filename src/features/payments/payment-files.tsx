/**
 * The payments' files (issue 37 item 3; decision 089), offered only with a backend that has payout
 * terms (decision 085): a payment's statement as a PDF (the server's statement, made into a PDF by
 * ./statement-pdf.ts, which loads with pdf-lib only when asked) and the list as CSV for its filters and
 * order (streamed, as the conversions' export). Both are downloads, so they wait offline.
 */
import { Either } from "effect";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { API_PREFIX } from "../../../contracts/hydra";
import type { Payment } from "../../../contracts/payments.contract";
import { runApi, streamedGet, withApi } from "../../api";
import { handleError } from "../../app/error-handler";
import { useSystem } from "../../app/react";
import { toasts } from "../../app/toasts";
import { saveFile } from "../../lib/save-file";
import { DownloadIcon } from "../../ui/download-icon";
import { toolbarButton, withoutPaging } from "../../ui/list";
import { NetworkButton, type NeedsNetwork } from "../../ui/needs-network";

const rowButton =
  "inline-flex min-h-11 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-teal-800 outline-none hover:bg-teal-50 focus-visible:ring-2 focus-visible:ring-teal-600 disabled:cursor-wait disabled:opacity-60 sm:min-h-0 dark:text-teal-300 dark:hover:bg-teal-400/10 dark:focus-visible:ring-teal-400";

/** The export's address, from the contract (its group is loaded by then: the capability's probe brought it). */
const exportPath = async (): Promise<string> => {
  const { PayoutTermsGroup } = await import("../../../contracts/payout-terms.contract");
  const path = PayoutTermsGroup.endpoints.export?.path;
  if (!path) throw new Error("contracts/payout-terms.contract.ts: payoutTerms.export is missing");
  // The group's own path; the whole API puts it under the prefix (contracts/shared-errors.ts).
  return `${API_PREFIX}${path}`;
};

/** "Statement (PDF)" of one payment: the server's statement, then the PDF made and saved. */
export const StatementButton = ({ payment, network }: { payment: Payment; network: NeedsNetwork }) => {
  const intl = useIntl();
  const { api } = useSystem();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const result = await runApi(
        api,
        withApi((client) => client.payoutTerms.statement({ path: { id: payment.id } })),
      );
      if (Either.isLeft(result)) return handleError(result.left);
      const { statementPdf, statementFileName } = await import("./statement-pdf");
      const bytes = await statementPdf(result.right);
      saveFile(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/pdf" }), statementFileName(result.right));
    } catch {
      toasts.show({ tone: "error", messageId: "payouts.statement.failed" });
    } finally {
      setBusy(false);
    }
  };
  // The name keeps the visible text while it works; the spinner and the status say it is being made.
  return (
    <>
      <NetworkButton
        network={network}
        className={rowButton}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={intl.formatMessage({ id: "payouts.statement.label" }, { start: payment.startDate, end: payment.endDate })}
        onClick={() => void download()}
      >
        {busy && <span aria-hidden="true" className="size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent" />}
        <FormattedMessage id="payouts.statement" />
      </NetworkButton>
      <span role="status" className="sr-only">
        {busy && <FormattedMessage id="payouts.statement.busy" />}
      </span>
    </>
  );
};

/** "Export" of the list as CSV, for its filters and order (the server answers 204 without rows). */
export const ExportPaymentsButton = ({ query }: { query: object }) => {
  const { api } = useSystem();
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    const result = await runApi(api, streamedGet(await exportPath(), withoutPaging(query), "text/csv"));
    setExporting(false);
    if (Either.isLeft(result)) handleError(result.left);
    else if (result.right === null) toasts.show({ tone: "info", messageId: "lists.noDataToExport" });
    else saveFile(result.right.blob, result.right.fileName ?? "payments.csv");
  };
  return (
    <NetworkButton className={toolbarButton} disabled={exporting} aria-busy={exporting || undefined} onClick={() => void run()}>
      <DownloadIcon />
      <FormattedMessage id="lists.export" />
    </NetworkButton>
  );
};
