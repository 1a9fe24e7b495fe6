/**
 * How to call the API with a token (issue 37 item 2): one `curl` per scope, for this portal's
 * origin, each with a Copy button; the token goes in as `$PUBLISHER_API_TOKEN`, never the secret
 * itself (this page never has it again); and the reporting endpoints' OpenAPI document. The paths are
 * the contracts' (reports.summary, conversions.list, offers.list): the tab's component test calls each
 * example's URL with a bearer and reads data.
 */
import { FormattedMessage, useIntl } from "react-intl";
import type { TokenScope } from "../../../../contracts/api-tokens.contract";
import { API_PREFIX } from "../../../../contracts/hydra";
import { toasts } from "../../../app/toasts";
import { Card } from "../../../ui/card";
import { quietButton } from "./styles";

/** The shell variable the examples read the token from. */
export const TOKEN_VARIABLE = "PUBLISHER_API_TOKEN";

/** What each scope's example reads. */
export const EXAMPLE_PATHS: Readonly<Record<TokenScope, string>> = {
  statistics: `${API_PREFIX}/ch/reports/summary?groupBy=date`,
  conversions: `${API_PREFIX}/ch/conversions?itemsPerPage=50`,
  offers: `${API_PREFIX}/offers?itemsPerPage=50`,
};

/** The reporting endpoints' OpenAPI document (contracts/api-tokens.contract.ts, `openApi`). */
export const OPEN_API_PATH = `${API_PREFIX}/docs/openapi.json`;

/** The `curl` of a scope's example against `origin`. */
export const curlOf = (origin: string, scope: TokenScope): string =>
  `curl -H "Authorization: Bearer $${TOKEN_VARIABLE}" \\\n  "${origin}${EXAMPLE_PATHS[scope]}"`;

const copy = (text: string) =>
  void navigator.clipboard.writeText(text).then(
    () => toasts.show({ tone: "success", messageId: "lists.copied" }),
    () => toasts.show({ tone: "error", messageId: "error.unexpected" }),
  );

export const CurlExamples = ({ origin }: { origin: string }) => {
  const intl = useIntl();
  return (
    <section aria-labelledby="api-tokens-examples" className="space-y-3">
      <h3 id="api-tokens-examples" className="text-base font-semibold text-slate-900 dark:text-slate-50">
        <FormattedMessage id="apiTokens.examples.title" />
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage
          id="apiTokens.examples.intro"
          values={{ variable: <code className="rounded bg-slate-100 px-1 font-mono text-xs dark:bg-slate-800">${TOKEN_VARIABLE}</code> }}
        />
      </p>
      <ul className="space-y-3">
        {(Object.keys(EXAMPLE_PATHS) as TokenScope[]).map((scope) => {
          const scopeName = intl.formatMessage({ id: `apiTokens.scope.${scope}` });
          const curl = curlOf(origin, scope);
          return (
            <Card as="li" key={scope} className="overflow-hidden">
              <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-2 dark:border-slate-800">
                <h4 className="text-sm font-semibold text-slate-800 dark:text-slate-100">{scopeName}</h4>
                <button
                  type="button"
                  className={quietButton}
                  aria-label={intl.formatMessage({ id: "apiTokens.examples.copyLabel" }, { scope: scopeName })}
                  onClick={() => copy(curl)}
                >
                  <FormattedMessage id="apiTokens.examples.copy" />
                </button>
              </div>
              {/* Wrapped where the screen is narrow (a phone): the copy is the command as written. */}
              <pre className="px-4 py-3 text-xs leading-relaxed break-all whitespace-pre-wrap text-slate-800 dark:text-slate-200">
                <code>{curl}</code>
              </pre>
            </Card>
          );
        })}
      </ul>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage id="apiTokens.examples.answers" />{" "}
        <a
          href={OPEN_API_PATH}
          target="_blank"
          rel="noreferrer"
          className="font-medium text-teal-800 underline underline-offset-2 outline-none hover:text-teal-900 focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-teal-300 dark:hover:text-teal-200"
        >
          <FormattedMessage id="apiTokens.examples.openApi" />
        </a>
      </p>
    </section>
  );
};
