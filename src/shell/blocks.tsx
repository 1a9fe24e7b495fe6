/** Full-page blocks (spec 01 section 2): an unsupported browser, or browser storage disabled. */
import { FormattedMessage } from "react-intl";

const BROWSERS = [
  { name: "Google Chrome", href: "https://www.google.com/chrome/" },
  { name: "Mozilla Firefox", href: "https://www.mozilla.org/firefox/" },
  { name: "Microsoft Edge", href: "https://www.microsoft.com/edge" },
  { name: "Safari", href: "https://www.apple.com/safari/" },
];

const Block = ({ children }: { children: React.ReactNode }) => (
  <main
    role="alert"
    className="flex min-h-screen items-center justify-center bg-slate-100 p-6 text-slate-900 dark:bg-slate-950 dark:text-slate-100"
  >
    <section className="max-w-lg space-y-4 rounded-2xl bg-white p-8 text-center shadow-sm dark:bg-slate-900">{children}</section>
  </main>
);

export const BrowserNotSupported = () => (
  <Block>
    <h1 className="text-xl font-semibold">
      <FormattedMessage id="block.browser" />
    </h1>
    <p>
      <FormattedMessage id="block.browserHint" />
    </p>
    <ul className="flex flex-wrap justify-center gap-3">
      {BROWSERS.map((b) => (
        <li key={b.name}>
          <a className="text-teal-700 underline hover:text-teal-900 dark:text-teal-300" href={b.href} rel="noreferrer" target="_blank">
            {b.name}
          </a>
        </li>
      ))}
    </ul>
  </Block>
);

export const StorageDisabled = () => (
  <Block>
    <h1 className="text-xl font-semibold">
      <FormattedMessage id="block.storage" />
    </h1>
    <p>
      <FormattedMessage id="block.storageHint" />
    </p>
  </Block>
);

/** What the portal relies on; a browser missing any of it gets the block. */
export const browserSupported = (): boolean =>
  typeof globalThis.structuredClone === "function" &&
  typeof Intl.RelativeTimeFormat === "function" &&
  typeof Intl.DateTimeFormat.prototype.formatToParts === "function" &&
  typeof Array.prototype.at === "function" &&
  typeof AbortController === "function" &&
  "supportedValuesOf" in Intl &&
  typeof window.matchMedia === "function";
