/**
 * Deleting a domain (issue 25 item 6): the confirmation says what uses the domain (its offers,
 * smartlinks and shortlinks, by name) and what deleting does to them: they move to the network's
 * own domain, so links already published with this one stop working. A toast confirms the delete.
 */
import { FormattedMessage, useIntl } from "react-intl";
import type { ProxyDomain } from "../../../contracts/domains.contract";
import { runApi, withApi } from "../../api";
import { useSystem } from "../../app/react";
import { toasts } from "../../app/toasts";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { errorText } from "../../ui/error-text";
import { USAGE_KINDS, useDomainUsage } from "./domain-usage";

export interface DomainDeleteProps {
  readonly domain: ProxyDomain;
  readonly onClose: () => void;
  readonly onDeleted: () => void;
}

const Usage = ({ domain }: { domain: ProxyDomain }) => {
  const intl = useIntl();
  const usage = useDomainUsage(domain.id);
  if (usage.error) return <p role="alert">{errorText(usage.error, intl)}</p>;
  if (!usage.data)
    return (
      <p role="status">
        <FormattedMessage id="domains.deleteUsage.loading" />
      </p>
    );
  const members = USAGE_KINDS.map((kind, i) => ({ kind, names: usage.data![i]!["hydra:member"].map((m) => m.name) }));
  const [offers, smartlinks, shortlinks] = members.map((m) => m.names.length) as [number, number, number];
  if (offers + smartlinks + shortlinks === 0)
    return (
      <p>
        <FormattedMessage id="domains.deleteUsage.unused" />
      </p>
    );
  return (
    <>
      <p className="font-medium text-slate-900 dark:text-slate-100">
        <FormattedMessage id="domains.deleteUsage.used" values={{ offers, smartlinks, shortlinks }} />
      </p>
      {members
        .filter((m) => m.names.length > 0)
        .map((m) => (
          <div key={m.kind}>
            <h3 id={`domain-delete-${m.kind}`} className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
              <FormattedMessage id={`domains.usage.${m.kind}`} />
            </h3>
            <ul aria-labelledby={`domain-delete-${m.kind}`} className="list-inside list-disc break-words">
              {m.names.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </div>
        ))}
      <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100">
        <FormattedMessage id="domains.deleteUsage.effect" values={{ name: domain.name, shortlinks }} />
      </p>
    </>
  );
};

export default function DomainDelete({ domain, onClose, onDeleted }: DomainDeleteProps) {
  const { api } = useSystem();
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      details={<Usage domain={domain} />}
      onConfirm={async () => {
        const result = await runApi(
          api,
          withApi((a) => a.domains.remove({ path: { id: domain.id } })),
        );
        if (result._tag === "Left") throw result.left;
        toasts.show({ tone: "success", messageId: "domains.deleted", values: { name: domain.name } });
        onDeleted();
      }}
    >
      {domain.name}
    </ConfirmDialog>
  );
}
