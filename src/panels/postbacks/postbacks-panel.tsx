/**
 * Postbacks of one scope (spec 02 sections 2, 3, 5 and 9; issue 12): the list, add and edit in a
 * dialog, delete with "Are you ready to delete?", Test, which sends a test conversion through the
 * mock (a real request to loopback addresses only) and shows the delivery, and Deliveries, the log of
 * what the network sent for conversions (issue 27.2).
 *
 * Props (stable; the offer detail's postback tab and the smartlinks page use it):
 * - `{ scope: "global" }`: the postbacks called for every conversion (Settings › Postbacks);
 * - `{ scope: "offer", offer: { id, iri } }`: one offer's. `id` is the offer's relative id
 *   (`Offer.relativeId`, which is also `Offer.id`): the list filters by it (`?offer=`); `iri` is the
 *   offer's `@id`, sent as the postback's `offer`;
 * - `{ scope: "smartlink", smartlink: { id, iri } }`: one smartlink's, likewise (`Smartlink.relativeId`
 *   and its `@id`); {goal} is not offered.
 *
 * The list's page is in the URL as every list's, under names of its own (`postbacksPage`,
 * `postbacksItemsPerPage`): the panel sits inside pages whose URL already has their own list or tab
 * parameters. The dialog's code loads when it is first opened.
 */
import { type ColumnDef, createColumnHelper } from "@tanstack/react-table";
import { type ButtonHTMLAttributes, Suspense, useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { Postback, PostbackDelivery } from "../../../contracts/postbacks.contract";
import { type ApiError, runApi, withApi } from "../../api";
import { useSystem } from "../../app/react";
import { useApiQuery } from "../../app/use-api-query";
import { DataTable, Pagination, pageCount, totalOf } from "../../ui/list";
import { pageKeys, usePageParams } from "../../ui/list/page-params";
import { DeliveryView } from "./delivery-view";
import type { PostbackTarget } from "./postback-form";
import { lazyComponent } from "../../ui/lazy-component";
import { type NeedsNetwork, NetworkButton, useNeedsNetwork } from "../../ui/needs-network";
// This group comes with the module that calls it, not at its first call (src/api/groups.ts).
import "../../../contracts/postbacks.contract";

/** The list's page parameters, apart from the host page's own. */
const POSTBACK_PAGE_KEYS = pageKeys("postbacks");

const PostbackDialog = lazyComponent(() => import("./postback-dialog"));
// The delivery log of a postback (issue 27.2), loaded when first opened.
const DeliveriesDialog = lazyComponent(() => import("./deliveries-dialog"));
// The confirmation (a Headless UI dialog) loads when a delete is asked for, not with the page.
const ConfirmDialog = lazyComponent(() => import("../../ui/confirm-dialog").then((m) => ({ default: m.ConfirmDialog })));

export type PostbacksPanelProps = PostbackTarget;

const primaryButton =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white shadow-sm outline-none hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 disabled:opacity-70 dark:bg-teal-500 dark:text-slate-950 dark:hover:bg-teal-400 dark:focus-visible:ring-teal-400 dark:focus-visible:ring-offset-slate-900";
const rowButton =
  "whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-teal-800 outline-none hover:bg-teal-50 focus-visible:ring-2 focus-visible:ring-teal-600 disabled:opacity-50 dark:text-teal-300 dark:hover:bg-teal-400/10 dark:focus-visible:ring-teal-400";
const dangerRowButton =
  "whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-red-700 outline-none hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-red-600 disabled:opacity-50 dark:text-red-300 dark:hover:bg-red-400/10 dark:focus-visible:ring-red-400";

/** A row's action: its text `id`, named "`id`For" with the row's name for assistive technology. */
const RowAction = ({
  id,
  name,
  danger = false,
  network,
  ...button
}: { id: string; name: string; danger?: boolean; network?: NeedsNetwork } & ButtonHTMLAttributes<HTMLButtonElement>) => {
  const intl = useIntl();
  const props = {
    className: danger ? dangerRowButton : rowButton,
    "aria-label": intl.formatMessage({ id: `${id}For` }, { name }),
    ...button,
  };
  // Testing and deleting ask the server: offline they wait, described by the table's one reason.
  return network ? (
    <NetworkButton network={network} {...props}>
      <FormattedMessage id={id} />
    </NetworkButton>
  ) : (
    <button type="button" {...props}>
      <FormattedMessage id={id} />
    </button>
  );
};

/** The list's query parameters for a target (offer and smartlink by relative id). */
const filterOf = (target: PostbackTarget) =>
  target.scope === "offer"
    ? { offer: String(target.offer.id) }
    : target.scope === "smartlink"
      ? { smartlink: String(target.smartlink.id) }
      : {};

/** The target alone, whatever else the caller's props carry. */
const targetOf = (props: PostbacksPanelProps): PostbackTarget =>
  props.scope === "offer"
    ? { scope: "offer", offer: { id: props.offer.id, iri: props.offer.iri } }
    : props.scope === "smartlink"
      ? { scope: "smartlink", smartlink: { id: props.smartlink.id, iri: props.smartlink.iri } }
      : { scope: "global" };

type Editing = { readonly postback: Postback | null } | null;
interface Tested {
  readonly id: number;
  readonly name: string;
  readonly delivery: PostbackDelivery | null;
  readonly error: ApiError | null;
}

const column = createColumnHelper<Postback>();

export function PostbacksPanel(props: PostbacksPanelProps) {
  const intl = useIntl();
  const { api } = useSystem();
  const targetKey = JSON.stringify(targetOf(props));
  const target = useMemo(() => JSON.parse(targetKey) as PostbackTarget, [targetKey]);
  const { page, itemsPerPage, setPage, setItemsPerPage } = usePageParams(POSTBACK_PAGE_KEYS);
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Postback | null>(null);
  const [testing, setTesting] = useState<number | null>(null);
  const [tested, setTested] = useState<Tested | null>(null);
  const [logOf, setLogOf] = useState<Postback | null>(null);
  const network = useNeedsNetwork();

  const urlParams = { scope: target.scope, ...filterOf(target), page, itemsPerPage };
  const list = useApiQuery(
    withApi((a) => a.postbacks.list({ urlParams })),
    `postbacks:${JSON.stringify(urlParams)}:${version}`,
  );
  const reload = () => setVersion((v) => v + 1);
  const counts = list.data ?? list.latest;
  const rows = list.data?.["hydra:member"] ?? [];

  const test = async (postback: Postback) => {
    setTesting(postback.id);
    setTested(null);
    const result = await runApi(
      api,
      withApi((a) => a.postbacks.test({ payload: { postback: postback["@id"] } })),
    );
    setTesting(null);
    setTested({
      id: postback.id,
      name: postback.name,
      delivery: result._tag === "Right" ? result.right : null,
      error: result._tag === "Left" ? result.left : null,
    });
  };

  const columns = [
    column.accessor("name", {
      enableSorting: false,
      header: () => <FormattedMessage id="postbacks.column.name" />,
      cell: (c) => <span className="font-medium text-slate-900 dark:text-slate-100">{c.getValue()}</span>,
    }),
    column.accessor("url", {
      enableSorting: false,
      header: () => <FormattedMessage id="postbacks.column.url" />,
      cell: (c) => (
        <span className="block max-w-56 truncate font-mono text-xs sm:max-w-md xl:max-w-xl" title={c.getValue()}>
          {c.getValue()}
        </span>
      ),
    }),
    column.display({
      id: "actions",
      header: () => <FormattedMessage id="postbacks.column.actions" />,
      cell: (c) => {
        const postback = c.row.original;
        return (
          <span className="flex flex-wrap gap-1">
            <RowAction
              id="postbacks.test"
              name={postback.name}
              network={network}
              disabled={testing !== null}
              aria-busy={testing === postback.id || undefined}
              onClick={() => void test(postback)}
            />
            <RowAction id="postbacks.deliveries" name={postback.name} onClick={() => setLogOf(postback)} />
            <RowAction id="postbacks.edit" name={postback.name} onClick={() => setEditing({ postback })} />
            <RowAction id="postbacks.delete" name={postback.name} danger network={network} onClick={() => setDeleting(postback)} />
          </span>
        );
      },
    }),
  ] as ReadonlyArray<ColumnDef<Postback, never>>;

  const titleId = `postbacks.title.${target.scope}`;
  return (
    <section aria-labelledby={`postbacks-${target.scope}-title`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={`postbacks-${target.scope}-title`} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
            <FormattedMessage id={titleId} />
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <FormattedMessage id={`postbacks.intro.${target.scope}`} />
          </p>
        </div>
        <button type="button" className={primaryButton} onClick={() => setEditing({ postback: null })}>
          <FormattedMessage id="postbacks.add" />
        </button>
      </div>
      <DataTable<Postback>
        label={intl.formatMessage({ id: titleId })}
        columns={columns}
        rows={rows}
        sort={null}
        onSort={() => undefined}
        loading={list.loading}
        placeholderRows={list.latest ? Math.max(1, list.latest["hydra:member"].length) : 2}
        error={list.error}
        onRetry={list.retry}
        rowKey={(row) => String(row.id)}
      />
      {rows.length > 0 && network.note}
      {counts && (
        <Pagination
          page={page}
          pages={pageCount(counts, itemsPerPage)}
          itemsPerPage={itemsPerPage}
          total={totalOf(counts)}
          onPage={setPage}
          onItemsPerPage={setItemsPerPage}
        />
      )}
      <div aria-live="polite">
        {testing !== null && (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
            <FormattedMessage id="postbacks.testing" />
          </p>
        )}
        {tested?.delivery && <DeliveryView delivery={tested.delivery} name={tested.name} />}
        {tested?.error && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-400/30 dark:bg-red-400/10 dark:text-red-200"
          >
            {tested.error.message && tested.error._tag !== "NetworkFailed"
              ? tested.error.message
              : intl.formatMessage({ id: "error.unexpected" })}
          </p>
        )}
      </div>
      {editing && (
        <Suspense fallback={null}>
          <PostbackDialog
            target={target}
            postback={editing.postback}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              if (editing.postback === null) setPage(1);
              reload();
            }}
          />
        </Suspense>
      )}
      {logOf !== null && (
        <Suspense fallback={null}>
          <DeliveriesDialog of={{ postback: { id: logOf.id, name: logOf.name } }} onClose={() => setLogOf(null)} />
        </Suspense>
      )}
      {deleting !== null && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onClose={() => setDeleting(null)}
            onConfirm={async () => {
              if (!deleting) return;
              const result = await runApi(
                api,
                withApi((a) => a.postbacks.remove({ path: { id: deleting.id } })),
              );
              if (result._tag === "Left") throw result.left;
              if (tested?.id === deleting.id) setTested(null);
              if (rows.length === 1 && page > 1) setPage(page - 1);
              reload();
            }}
          >
            {deleting.name}
          </ConfirmDialog>
        </Suspense>
      )}
    </section>
  );
}
