/**
 * Domains (spec 02 sections 2, 3, 5 and 7; issue 12): the publisher's proxy domains on the list
 * toolkit (name, subdomain, certificate status; the certificate filter and paging in the URL); add
 * and rename in a dialog under the server's rules; each domain's CNAME record, validation and usage
 * in its details; delete with "Are you ready to delete?", saying what uses the domain and what deleting does to it. The dialogs' code loads when first opened.
 */
import { type ColumnDef, createColumnHelper } from "@tanstack/react-table";
import { Suspense, useCallback, useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { CERT_STATUS, type ProxyDomain, ProxyDomainQuery } from "../../../contracts/domains.contract";
import { withApi } from "../../api";
import { useApiQuery } from "../../app/use-api-query";
import { type FilterField, ListView, useListState, withContract } from "../../ui/list";
import { PageTitle } from "../../ui/page-title";
import { CertStatusBadge, type CertStatusName } from "./cert-status";
import { lazyComponent } from "../../ui/lazy-component";
import { DomainName } from "../../ui/domain-name";
import { NetworkButton, useNeedsNetwork } from "../../ui/needs-network";

const DomainDialog = lazyComponent(() => import("./domain-dialog"));
// The confirmation (a Headless UI dialog with what uses the domain) loads when a delete is asked for.
const DomainDelete = lazyComponent(() => import("./domain-delete"));
const DomainDetails = lazyComponent(() => import("./domain-details"));

const FILTERS: ReadonlyArray<FilterField> = withContract(ProxyDomainQuery, [
  {
    name: "certStatus",
    labelId: "domains.filter.certStatus",
    kind: "select",
    options: (Object.entries(CERT_STATUS) as Array<[CertStatusName, number]>).map(([name, value]) => ({
      value: String(value),
      labelId: `domains.cert.${name}`,
    })),
  },
]);

const primaryButton =
  "inline-flex h-9 items-center justify-center gap-2 rounded-lg bg-teal-700 px-4 text-sm font-semibold text-white shadow-sm outline-none hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 dark:bg-teal-500 dark:text-slate-950 dark:hover:bg-teal-400 dark:focus-visible:ring-teal-400 dark:focus-visible:ring-offset-slate-900";
const rowButton =
  "whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-teal-800 outline-none hover:bg-teal-50 focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-teal-300 dark:hover:bg-teal-400/10 dark:focus-visible:ring-teal-400";
const dangerRowButton =
  "whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-red-700 outline-none hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-red-600 dark:text-red-300 dark:hover:bg-red-400/10 dark:focus-visible:ring-red-400";

const column = createColumnHelper<ProxyDomain>();

type Open = { readonly kind: "add" } | { readonly kind: "edit" | "details" | "delete"; readonly domain: ProxyDomain } | null;

export default function DomainsPage() {
  const intl = useIntl();
  const state = useListState({ query: ProxyDomainQuery, sortable: [], filters: FILTERS });
  const [version, setVersion] = useState(0);
  const [open, setOpen] = useState<Open>(null);
  const domains = useApiQuery(
    withApi((a) => a.domains.list({ urlParams: state.query })),
    `${JSON.stringify(state.query)}:${version}`,
  );
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // Deleting asks the server: offline a row's Delete waits, described by one reason above the table (Details and Edit open what can be read).
  const network = useNeedsNetwork();

  const columns = useMemo(
    () =>
      [
        column.accessor("name", {
          enableSorting: false,
          header: () => <FormattedMessage id="domains.column.name" />,
          cell: (c) => (
            <span className="font-medium [overflow-wrap:anywhere] text-slate-900 dark:text-slate-100">
              <DomainName name={c.getValue()} />
            </span>
          ),
        }),
        column.accessor("subdomain", {
          enableSorting: false,
          header: () => <FormattedMessage id="domains.column.subdomain" />,
          cell: (c) => <code className="font-mono text-xs">{c.getValue()}</code>,
        }),
        column.accessor("certStatus", {
          meta: { priority: 1 },
          enableSorting: false,
          header: () => <FormattedMessage id="domains.column.certStatus" />,
          cell: (c) => <CertStatusBadge value={c.getValue()} />,
        }),
        column.display({
          id: "actions",
          header: () => <FormattedMessage id="domains.column.actions" />,
          cell: (c) => {
            const domain = c.row.original;
            return (
              <span className="flex flex-wrap gap-1">
                <button
                  type="button"
                  className={rowButton}
                  aria-label={intl.formatMessage({ id: "domains.detailsFor" }, { name: domain.name })}
                  onClick={() => setOpen({ kind: "details", domain })}
                >
                  <FormattedMessage id="domains.details" />
                </button>
                <button
                  type="button"
                  className={rowButton}
                  aria-label={intl.formatMessage({ id: "domains.editFor" }, { name: domain.name })}
                  onClick={() => setOpen({ kind: "edit", domain })}
                >
                  <FormattedMessage id="domains.edit" />
                </button>
                <NetworkButton
                  network={network}
                  className={dangerRowButton}
                  aria-label={intl.formatMessage({ id: "domains.deleteFor" }, { name: domain.name })}
                  onClick={() => setOpen({ kind: "delete", domain })}
                >
                  <FormattedMessage id="domains.delete" />
                </NetworkButton>
              </span>
            );
          },
        }),
      ] as ReadonlyArray<ColumnDef<ProxyDomain, never>>,
    [intl, network],
  );

  return (
    <div className="space-y-4">
      <PageTitle id="menu.domains" />
      <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-400">
        <FormattedMessage id="domains.intro" />
      </p>
      <ListView<ProxyDomain>
        label={intl.formatMessage({ id: "menu.domains" })}
        state={state}
        columns={columns}
        query={domains}
        rowKey={(row) => String(row.id)}
        filters={FILTERS}
        dateRange={false}
        actions={
          <button type="button" className={primaryButton} onClick={() => setOpen({ kind: "add" })}>
            <FormattedMessage id="domains.add" />
          </button>
        }
        beforeTable={(domains.data?.["hydra:member"].length ?? 0) > 0 && network.note}
      />
      <Suspense fallback={null}>
        {(open?.kind === "add" || open?.kind === "edit") && (
          <DomainDialog
            domain={open.kind === "edit" ? open.domain : null}
            onClose={() => setOpen(null)}
            onSaved={(domain) => {
              reload();
              // A new domain needs its CNAME record next: its details show it.
              setOpen(open.kind === "add" ? { kind: "details", domain } : null);
            }}
          />
        )}
        {open?.kind === "details" && <DomainDetails domain={open.domain} onClose={() => setOpen(null)} onChanged={reload} />}
      </Suspense>
      {open?.kind === "delete" && (
        <Suspense fallback={null}>
          <DomainDelete domain={open.domain} onClose={() => setOpen(null)} onDeleted={reload} />
        </Suspense>
      )}
    </div>
  );
}
