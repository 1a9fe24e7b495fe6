/**
 * A domain's certificate status (spec 02 section 3: none 0, ok 1, pending 2, error 99) as a coloured
 * label, in the spec's status colours: ok green (active), pending orange, error red (declined), none
 * grey.
 */
import { FormattedMessage } from "react-intl";
import { CERT_STATUS, type CertStatus } from "../../../contracts/domains.contract";

export type CertStatusName = keyof typeof CERT_STATUS;

const NAME_OF = new Map(
  (Object.entries(CERT_STATUS) as Array<[CertStatusName, CertStatus]>).map(([name, value]) => [value as number, name]),
);

export const certStatusName = (value: CertStatus): CertStatusName => NAME_OF.get(value)!;

const TONE: Readonly<Record<CertStatusName, string>> = {
  ok: "bg-emerald-50 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/30",
  pending: "bg-orange-50 text-orange-800 ring-orange-600/30 dark:bg-orange-400/10 dark:text-orange-300 dark:ring-orange-400/30",
  error: "bg-red-50 text-red-800 ring-red-600/30 dark:bg-red-400/10 dark:text-red-300 dark:ring-red-400/30",
  none: "bg-slate-100 text-slate-700 ring-slate-500/30 dark:bg-slate-400/10 dark:text-slate-300 dark:ring-slate-400/30",
};

export const CertStatusBadge = ({ value }: { value: CertStatus }) => {
  const name = certStatusName(value);
  return (
    <span
      data-cert={name}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONE[name]}`}
    >
      <FormattedMessage id={`domains.cert.${name}`} />
    </span>
  );
};
