/**
 * A report's CSV export (spec 02 sections 7 and 9): the report's filters, order and range without its
 * paging, streamed through the runtime (the catalogue's errors, the version rule, a lost session);
 * "Exporting…" is announced while it runs; "No data to export" when the server has no rows.
 */
import { Either } from "effect";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { ReportsGroup } from "../../../contracts/reports.contract";
import { apiOf } from "../../../contracts/shared-errors";
import { runApi, streamedGet } from "../../api";
import { handleError } from "../../app/error-handler";
import { useSystem } from "../../app/react";
import { toasts } from "../../app/toasts";
import { saveFile } from "../../lib/save-file";
import { toolbarButton } from "../../ui/list";
import { DownloadIcon } from "../../ui/download-icon";
import { NetworkButton } from "../../ui/needs-network";

const REPORTS_API = apiOf(ReportsGroup);

/** The address of one of the reports group's export endpoints, from the contract. */
export const exportPath = (endpoint: string): string =>
  REPORTS_API.groups.reports?.endpoints[endpoint]?.path ??
  (() => {
    throw new Error(`contracts/reports.contract.ts: reports.${endpoint} is missing`);
  })();

export const ExportButton = ({ endpoint, params, fileName }: { endpoint: string; params: Record<string, string>; fileName: string }) => {
  const { api } = useSystem();
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    const result = await runApi(api, streamedGet(exportPath(endpoint), params, "text/csv"));
    setExporting(false);
    if (Either.isLeft(result)) handleError(result.left);
    else if (result.right === null) toasts.show({ tone: "info", messageId: "lists.noDataToExport" });
    else saveFile(result.right.blob, result.right.fileName ?? fileName);
  };
  return (
    <>
      <NetworkButton className={toolbarButton} disabled={exporting} aria-busy={exporting} onClick={() => void run()}>
        {exporting ? (
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
        ) : (
          <DownloadIcon />
        )}
        <FormattedMessage id="lists.export" />
      </NetworkButton>
      <span role="status" className="sr-only">
        {exporting && <FormattedMessage id="reports.exporting" />}
      </span>
    </>
  );
};
