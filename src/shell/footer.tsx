/**
 * The signed-in footer (spec 01 section 2): the "Powered by" banner (only with ROLE_UCLIQ_BANNER)
 * linking to the platform provider with the network id, the copyright and the version.
 */
import { Temporal } from "../lib/temporal";
import { FormattedMessage, useIntl } from "react-intl";
import { useHasRole, usePublisher } from "../app/react";

export const PROVIDER = { name: "UCLIQ", url: "https://ucliq.com/" } as const;

/** The provider's address carrying the publisher's network id. */
export const providerHref = (networkId: string): string => {
  const url = new URL(PROVIDER.url);
  url.searchParams.set("networkId", networkId);
  return url.toString();
};

const PoweredBy = ({ networkId }: { networkId: string }) => (
  <a
    href={providerHref(networkId)}
    target="_blank"
    rel="noopener noreferrer"
    className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3 py-1 text-slate-600 outline-none transition-colors hover:border-teal-300 hover:text-teal-800 focus-visible:ring-2 focus-visible:ring-teal-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:border-teal-500/60 dark:hover:text-teal-200 dark:focus-visible:ring-teal-300"
  >
    <span>
      <FormattedMessage
        id="footer.poweredBy"
        values={{
          provider: PROVIDER.name,
          b: (chunks) => <strong className="font-semibold text-slate-900 dark:text-white">{chunks}</strong>,
        }}
      />
    </span>
    <span aria-hidden="true" className="text-slate-400 dark:text-slate-500">
      ·
    </span>
    <span>
      <FormattedMessage id="footer.network" values={{ networkId }} />
    </span>
  </a>
);

export const Footer = () => {
  const intl = useIntl();
  const { customer } = usePublisher();
  const banner = useHasRole("ROLE_UCLIQ_BANNER");
  // A string, so that the year is not formatted as a number ("2,026").
  const year = String(Temporal.Now.plainDateISO().year);
  return (
    <footer className="flex flex-col gap-3 border-t border-slate-200 px-4 py-4 text-xs text-slate-600 md:flex-row md:items-center md:justify-between md:px-8 dark:border-slate-800 dark:text-slate-400">
      <p>
        <FormattedMessage id="footer.copyright" values={{ year, product: intl.formatMessage({ id: "app.title" }) }} />
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {banner && <PoweredBy networkId={customer.networkId} />}
        <p>
          <FormattedMessage id="footer.version" values={{ version: __APP_VERSION__ }} />
        </p>
      </div>
    </footer>
  );
};
