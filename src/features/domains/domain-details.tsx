/**
 * One domain in a dialog: the CNAME record to create (each part with copy), its validation (the
 * domain validation flow: Validate, the server's refusal while the CNAME is missing, the pending
 * certificate read again until it is ok or failed), and what uses it: offers, smartlinks and
 * shortlinks (the three usage calls).
 */
import { type ReactNode, useCallback, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ProxyDomain } from "../../../contracts/domains.contract";
import { isTag } from "../../api/catalogue";
import { useFlow } from "../../app/use-flow";
import { secondaryButton } from "../../ui/buttons";
import { errorText } from "../../ui/error-text";
import { FormAlert, useFormText } from "../../ui/form";
import { CopyButton } from "../../ui/list";
import { CertStatusBadge } from "./cert-status";
import { USAGE_KINDS, useDomainUsage } from "./domain-usage";
import { useDomainValidationMachine } from "./flow-implementations";
import { ModalFrame, ModalTitle } from "../../ui/modal";
import { DomainName } from "../../ui/domain-name";
import { NetworkButton, useNeedsNetwork } from "../../ui/needs-network";

const primaryButton =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white shadow-sm outline-none hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-70 dark:bg-teal-500 dark:text-slate-950 dark:hover:bg-teal-400 dark:focus-visible:ring-teal-400 dark:focus-visible:ring-offset-slate-900";

const Section = ({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) => (
  <section aria-labelledby={id} className="space-y-2">
    <h3 id={id} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
      {title}
    </h3>
    {children}
  </section>
);

const Status = ({ children }: { children: ReactNode }) => (
  <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
    {children}
  </p>
);

/** A part of the CNAME record the publisher copies into their DNS: its name, its value and a copy button. */
const CopiedTerm = ({ labelId, value, copyId }: { labelId: string; value: string; copyId: string }) => {
  const intl = useIntl();
  return (
    <>
      <dt className="text-slate-600 dark:text-slate-400">
        <FormattedMessage id={labelId} />
      </dt>
      <dd className="flex min-w-0 items-center gap-1">
        <code className="font-mono text-xs break-all text-slate-900 dark:text-slate-100">{value}</code>
        <CopyButton value={value} label={intl.formatMessage({ id: copyId })} />
      </dd>
    </>
  );
};

export interface DomainDetailsProps {
  readonly domain: ProxyDomain;
  readonly onClose: () => void;
  /** The domain's certificate status changed: the list reads it again. */
  readonly onChanged: () => void;
}

export default function DomainDetails({ domain, onClose, onChanged }: DomainDetailsProps) {
  const intl = useIntl();
  const text = useFormText();
  // The list reads the domains again only when the status it shows has changed (not on every re-read).
  const shown = useRef(domain.certStatus);
  const changed = useCallback(
    (next: ProxyDomain) => {
      if (next.certStatus === shown.current) return;
      shown.current = next.certStatus;
      onChanged();
    },
    [onChanged],
  );
  const machine = useDomainValidationMachine(changed);
  const [state, send] = useFlow(machine, "domainValidation", { id: domain.id });
  const { refusal, error } = state.context;
  const current = state.context.domain ?? domain;
  const usage = useDomainUsage(domain.id);
  const canValidate = state.matches("none") || state.matches("awaitingCname") || state.matches("error");
  // Validating and asking again need the server: offline they wait, with the reason under them.
  const network = useNeedsNetwork();
  const record = current.cnameRecord;

  return (
    <ModalFrame onClose={onClose} width="2xl" className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <ModalTitle className="[overflow-wrap:anywhere]">
          <DomainName name={current.name} />
        </ModalTitle>
        <CertStatusBadge value={current.certStatus} />
      </div>

      <Section id="domain-cname" title={<FormattedMessage id="domains.cname.title" />}>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="domains.cname.intro" />
        </p>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 rounded-lg border border-slate-200 p-3 text-sm sm:grid-cols-[max-content_1fr] dark:border-slate-700">
          <CopiedTerm labelId="domains.cname.host" value={record.host} copyId="domains.cname.copyHost" />
          <dt className="text-slate-600 dark:text-slate-400">
            <FormattedMessage id="domains.cname.type" />
          </dt>
          <dd>
            <code className="font-mono text-xs text-slate-900 dark:text-slate-100">{record.type}</code>
          </dd>
          <CopiedTerm labelId="domains.cname.value" value={record.value} copyId="domains.cname.copyValue" />
        </dl>
      </Section>

      <Section id="domain-validation" title={<FormattedMessage id="domains.validation.title" />}>
        <div aria-live="polite" className="space-y-2">
          {state.matches("loading") && (
            <Status>
              <FormattedMessage id="domains.validation.loading" />
            </Status>
          )}
          {state.matches("none") && (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              <FormattedMessage id="domains.validation.none" />
            </p>
          )}
          {state.matches("awaitingCname") && refusal && <FormAlert>{text(refusal)}</FormAlert>}
          {state.matches("validating") && (
            <Status>
              <FormattedMessage id="domains.validation.validating" />
            </Status>
          )}
          {(state.matches("pending") || state.matches("checking")) && (
            <Status>
              <FormattedMessage id="domains.validation.pending" />
            </Status>
          )}
          {state.matches("ok") && (
            <FormAlert tone="success">
              <FormattedMessage id="domains.validation.ok" />
            </FormAlert>
          )}
          {state.matches("error") && (
            <FormAlert>
              <FormattedMessage id="domains.validation.error" />
            </FormAlert>
          )}
          {state.matches("failed") && (
            <FormAlert>{isTag(error) ? errorText(error, intl) : intl.formatMessage({ id: "error.unexpected" })}</FormAlert>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {(canValidate || state.matches("validating")) && (
            <NetworkButton
              network={network}
              className={primaryButton}
              disabled={!canValidate}
              aria-busy={state.matches("validating") || undefined}
              onClick={() => send({ type: "domain.validate" })}
            >
              <FormattedMessage id="domains.validate" />
            </NetworkButton>
          )}
          {state.matches("failed") && (
            <NetworkButton network={network} className={secondaryButton} onClick={() => send({ type: "domain.retry" })}>
              <FormattedMessage id="domains.retry" />
            </NetworkButton>
          )}
        </div>
        {(canValidate || state.matches("failed")) && network.note}
      </Section>

      <Section id="domain-usage" title={<FormattedMessage id="domains.usage.title" />}>
        {usage.loading && (
          <Status>
            <FormattedMessage id="domains.usage.loading" />
          </Status>
        )}
        {usage.error && (
          <div className="flex flex-wrap items-center gap-2">
            <FormAlert>{errorText(usage.error, intl)}</FormAlert>
            <NetworkButton className={secondaryButton} onClick={usage.retry}>
              <FormattedMessage id="domains.retry" />
            </NetworkButton>
          </div>
        )}
        {usage.data && (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {USAGE_KINDS.map((kind, i) => {
              const members = usage.data![i]!["hydra:member"];
              return (
                <div key={kind} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                  <h4
                    id={`domain-usage-${kind}`}
                    className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
                  >
                    <FormattedMessage id={`domains.usage.${kind}`} />
                  </h4>
                  {members.length === 0 ? (
                    <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
                      <FormattedMessage id="domains.usage.none" />
                    </p>
                  ) : (
                    <ul aria-labelledby={`domain-usage-${kind}`} className="mt-1 space-y-0.5 text-sm text-slate-800 dark:text-slate-200">
                      {members.map((m) => (
                        <li key={m["@id"]}>{m.name}</li>
                      ))}
                    </ul>
                  )}
                </div>
              );
            })}
          </div>
        )}
      </Section>

      <div className="flex justify-end">
        <button type="button" className={secondaryButton} onClick={onClose}>
          <FormattedMessage id="domains.close" />
        </button>
      </div>
    </ModalFrame>
  );
}
