/**
 * Smartlinks (spec 02 sections 2-6; issue 13), only with ROLE_SMARTLINKS: the verticals with their
 * availability and the action each allows, and the publisher's smartlinks as a list (search and
 * status in the URL) whose Launch and Request buttons open the smartlink request flow. A smartlink
 * of a disabled vertical is shown disabled, with no action, whatever its display state (decision 049).
 */
import { type ColumnDef, createColumnHelper } from "@tanstack/react-table";
import { Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { SMARTLINK_STATE, SMARTLINK_STATES, type Smartlink, SmartlinkQuery } from "../../../contracts/smartlinks.contract";
import { withApi } from "../../api";
import { useHasRole } from "../../app/react";
import { useApiQuery } from "../../app/use-api-query";
import { useListQuery } from "../../app/use-list-query";
import { FormAlert } from "../../ui/form";
import { type FilterField, ListView, toolbarButton, useListState, withContract } from "../../ui/list";
import { PageTitle } from "../../ui/page-title";
import { SMARTLINKS_ROLE, SmartlinkStageBadge, rowStage } from "./smartlink-labels";
import { VerticalsSection } from "./verticals-section";
import { lazyComponent } from "../../ui/lazy-component";
import { NetworkButton, useNeedsNetwork } from "../../ui/needs-network";

export { SMARTLINKS_ROLE };

const FILTERS: ReadonlyArray<FilterField> = withContract(SmartlinkQuery, [
  { name: "search", labelId: "smartlinks.filter.search", kind: "text" },
  {
    name: "status",
    labelId: "smartlinks.filter.status",
    kind: "select",
    // The URL and the API take the spec's number (on_request 5); the option reads as the rows' label.
    options: SMARTLINK_STATES.map((name) => ({
      value: String(SMARTLINK_STATE[name]),
      labelId: `smartlinks.badge.${rowStage(name, undefined)}`,
    })),
  },
]);

const column = createColumnHelper<Smartlink>();

// The flow, its form and the dialog load when a Launch or Request button is pressed.
const LaunchDialog = lazyComponent(() => import("./launch-dialog"));

const SmartlinksList = () => {
  const intl = useIntl();
  const state = useListState({ query: SmartlinkQuery, sortable: [], filters: FILTERS });
  const verticals = useApiQuery(
    withApi((api) => api.smartlinks.verticals({})),
    "smartlink-verticals",
  );
  const smartlinks = useListQuery(state, (query) => withApi((api) => api.smartlinks.list({ urlParams: query })));
  const [launching, setLaunching] = useState<Smartlink | null>(null);
  const { retry } = smartlinks;
  const { retry: retryVerticals } = verticals;
  const refresh = useCallback(() => retry(), [retry]);
  const refreshAll = useCallback(() => {
    retry();
    retryVerticals();
  }, [retry, retryVerticals]);

  // The manager's decisions arrive when the publisher comes back to the tab (decision 031), or when
  // the launch dialog meets them: the verticals' availability as well as the smartlinks' states.
  useEffect(() => {
    window.addEventListener("focus", refreshAll);
    return () => window.removeEventListener("focus", refreshAll);
  }, [refreshAll]);

  // The latest answer, so that the rows keep their vertical while the verticals load again. Until the
  // first answer a row's state is not known (its vertical may be disabled): no label, no action; if
  // the verticals fail, the rows show their display states.
  const verticalOf = useMemo(() => new Map((verticals.latest?.["hydra:member"] ?? []).map((v) => [v["@id"], v])), [verticals.latest]);
  const known = verticals.latest !== null || verticals.error !== null;
  // Launching and requesting ask the server: offline a row's Launch or Request waits, described by one reason above the table (while a row has one).
  const network = useNeedsNetwork();

  const columns = useMemo(
    () =>
      [
        column.accessor("relativeId", {
          enableSorting: false,
          header: () => <FormattedMessage id="smartlinks.column.id" />,
          cell: (c) => <span className="tabular-nums">#{c.getValue()}</span>,
        }),
        column.accessor("name", {
          // On a small screen: the name and the status stay beside the action (decision 057).
          meta: { priority: 0 },
          enableSorting: false,
          header: () => <FormattedMessage id="smartlinks.column.name" />,
          cell: (c) => (
            <Link
              to={`/smartlinks/${c.row.original.relativeId}`}
              className="rounded font-medium text-teal-800 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-teal-300 dark:focus-visible:ring-teal-400"
            >
              {c.getValue()}
            </Link>
          ),
        }),
        column.accessor("vertical", {
          enableSorting: false,
          header: () => <FormattedMessage id="smartlinks.column.vertical" />,
          cell: (c) => verticalOf.get(c.getValue())?.name ?? "",
        }),
        column.accessor("status", {
          meta: { priority: 1 },
          enableSorting: false,
          header: () => <FormattedMessage id="smartlinks.column.status" />,
          cell: (c) =>
            known && <SmartlinkStageBadge stage={rowStage(c.getValue(), verticalOf.get(c.row.original.vertical)?.availability)} />,
        }),
        column.display({
          id: "action",
          header: () => <FormattedMessage id="smartlinks.column.action" />,
          cell: ({ row }) => {
            const s = row.original;
            const stage = rowStage(s.status, verticalOf.get(s.vertical)?.availability);
            if (!known || (stage !== "available" && stage !== "onRequest")) return null;
            const action = stage === "available" ? "smartlinks.action.launch" : "smartlinks.action.request";
            return (
              <NetworkButton
                network={network}
                className={toolbarButton}
                aria-label={`${intl.formatMessage({ id: action })} ${s.name}`}
                onClick={() => setLaunching(s)}
              >
                <FormattedMessage id={action} />
              </NetworkButton>
            );
          },
        }),
      ] as ReadonlyArray<ColumnDef<Smartlink, never>>,
    [intl, verticalOf, known, network],
  );

  return (
    <>
      <VerticalsSection query={verticals} />
      <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-50">
        <FormattedMessage id="smartlinks.list.title" />
      </h2>
      <ListView
        label={intl.formatMessage({ id: "smartlinks.list.title" })}
        state={state}
        columns={columns}
        query={smartlinks}
        rowKey={(row) => String(row.relativeId)}
        filters={FILTERS}
        dateRange={false}
        beforeTable={
          known &&
          smartlinks.data?.["hydra:member"].some((s) =>
            ["available", "onRequest"].includes(rowStage(s.status, verticalOf.get(s.vertical)?.availability)),
          ) &&
          network.note
        }
      />
      {launching && (
        <Suspense fallback={null}>
          <LaunchDialog smartlink={launching} onClose={() => setLaunching(null)} onChanged={refresh} onStale={refreshAll} />
        </Suspense>
      )}
    </>
  );
};

export default function SmartlinksPage() {
  const allowed = useHasRole(SMARTLINKS_ROLE);
  return (
    <div className="space-y-4">
      <PageTitle id="menu.smartlinks" />
      {allowed ? (
        <SmartlinksList />
      ) : (
        <FormAlert tone="info">
          <FormattedMessage id="smartlinks.notEnabled" />
        </FormAlert>
      )}
    </div>
  );
}
