/**
 * Settings › API tokens (issue 37 item 2): the publisher's read-only tokens for their own tools,
 * drawn from the flow (machines/api-tokens) state by state: the list loading or failed (Retry); the
 * list (name and first characters, scopes, created, last day or expired, last use, Revoke) as a table,
 * or as cards on a phone; New token opens the form, whose secret is then shown once; the revoke
 * dialog; and how to call the API (./curl-examples.tsx). Dates in the publisher's time zone.
 */
import { FormattedMessage, useIntl } from "react-intl";
import type { ApiToken } from "../../../../contracts/api-tokens.contract";
import { timeZoneLabel } from "../../../lib/dates";
import { Card } from "../../../ui/card";
import { type NeedsNetwork, NetworkButton, useNeedsNetwork } from "../../../ui/needs-network";
import { FormAlert, useFormText } from "../../../ui/form";
import { useDateTimeFormat, usePublisherDays } from "../../../ui/list";
import { PHONE_QUERY, useMediaMatch } from "../../../ui/use-media-match";
import { CurlExamples } from "./curl-examples";
import { useApiTokensFlow } from "./flow-implementations";
import { RevokeDialog } from "./revoke-dialog";
import { primaryButton, quietButton, revokeButton } from "./styles";
import { TokenDialog } from "./token-dialog";
import { hasExpired, lastDayOf } from "./token-dates";

const head = "px-4 py-2.5 text-left text-xs font-semibold text-slate-600 dark:text-slate-300";
const cell = "px-4 py-3 align-top";

const Scopes = ({ token }: { token: ApiToken }) => (
  <span className="flex flex-wrap gap-1">
    {token.scopes.map((scope) => (
      <span
        key={scope}
        className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600"
      >
        <FormattedMessage id={`apiTokens.scope.${scope}`} />
      </span>
    ))}
  </span>
);

/** What a token's columns show, as text, in the publisher's time zone. */
const useTokenTexts = () => {
  const intl = useIntl();
  const { timeZone } = usePublisherDays();
  const dateTime = useDateTimeFormat(timeZone);
  return (token: ApiToken) => ({
    created: dateTime(token.createdAt),
    expires:
      token.expiresAt === null
        ? intl.formatMessage({ id: "apiTokens.neverExpires" })
        : hasExpired(token.expiresAt)
          ? intl.formatMessage({ id: "apiTokens.expired" }, { day: lastDayOf(token.expiresAt, timeZone) })
          : intl.formatMessage({ id: "apiTokens.expiresOn" }, { day: lastDayOf(token.expiresAt, timeZone) }),
    lastUsed: token.lastUsedAt === null ? intl.formatMessage({ id: "apiTokens.neverUsed" }) : dateTime(token.lastUsedAt),
  });
};

const Name = ({ token }: { token: ApiToken }) => (
  <>
    <span className="block font-medium break-words text-slate-900 dark:text-slate-50">{token.name}</span>
    <span className="font-mono text-xs text-slate-500 dark:text-slate-400">{token.hint}…</span>
  </>
);

interface ListProps {
  readonly tokens: ReadonlyArray<ApiToken>;
  readonly enabled: boolean;
  /** Revoking asks the server: offline each Revoke waits, described by the list's one reason. */
  readonly network: NeedsNetwork;
  readonly onRevoke: (id: number) => void;
}

const RevokeButton = ({
  token,
  enabled,
  network,
  onRevoke,
}: {
  token: ApiToken;
  enabled: boolean;
  network: NeedsNetwork;
  onRevoke: (id: number) => void;
}) => {
  const intl = useIntl();
  return (
    <NetworkButton
      network={network}
      className={revokeButton}
      disabled={!enabled}
      aria-label={intl.formatMessage({ id: "apiTokens.revokeLabel" }, { name: token.name })}
      onClick={() => onRevoke(token.id)}
    >
      <FormattedMessage id="apiTokens.revoke" />
    </NetworkButton>
  );
};

const TokensTable = ({ tokens, enabled, network, onRevoke }: ListProps) => {
  const intl = useIntl();
  const texts = useTokenTexts();
  return (
    <Card className="overflow-x-auto">
      <table aria-label={intl.formatMessage({ id: "apiTokens.table.label" })} className="w-full min-w-[720px] text-sm">
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr>
            {["name", "scopes", "created", "expires", "lastUsed"].map((column) => (
              <th key={column} scope="col" className={head}>
                <FormattedMessage id={`apiTokens.column.${column}`} />
              </th>
            ))}
            <th scope="col" className={head}>
              <span className="sr-only">
                <FormattedMessage id="apiTokens.column.actions" />
              </span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {tokens.map((token) => {
            const { created, expires, lastUsed } = texts(token);
            const expired = hasExpired(token.expiresAt);
            return (
              <tr key={token.id} className="text-slate-800 dark:text-slate-200">
                <td className={cell}>
                  <Name token={token} />
                </td>
                <td className={cell}>
                  <Scopes token={token} />
                </td>
                <td className={`${cell} whitespace-nowrap tabular-nums`}>{created}</td>
                <td className={`${cell} whitespace-nowrap tabular-nums ${expired ? "font-medium text-red-700 dark:text-red-300" : ""}`}>
                  {expires}
                </td>
                <td className={`${cell} whitespace-nowrap tabular-nums`}>{lastUsed}</td>
                <td className={`${cell} text-right`}>
                  <RevokeButton token={token} enabled={enabled} network={network} onRevoke={onRevoke} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
};

/** The tokens on a phone: a card each, every field labelled, Revoke a thumb's 44 px. */
const TokenCards = ({ tokens, enabled, network, onRevoke }: ListProps) => {
  const intl = useIntl();
  const texts = useTokenTexts();
  const term = "text-xs font-medium text-slate-500 dark:text-slate-400";
  return (
    <ul aria-label={intl.formatMessage({ id: "apiTokens.table.label" })} className="space-y-3">
      {tokens.map((token) => {
        const { created, expires, lastUsed } = texts(token);
        return (
          <Card as="li" key={token.id} className="space-y-3 p-4 text-sm text-slate-800 dark:text-slate-200">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <Name token={token} />
              </div>
              <RevokeButton token={token} enabled={enabled} network={network} onRevoke={onRevoke} />
            </div>
            <Scopes token={token} />
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 tabular-nums">
              {(
                [
                  ["created", created],
                  ["expires", expires],
                  ["lastUsed", lastUsed],
                ] as const
              ).map(([column, value]) => (
                <div key={column} className="contents">
                  <dt className={term}>
                    <FormattedMessage id={`apiTokens.column.${column}`} />
                  </dt>
                  <dd className={column === "expires" && hasExpired(token.expiresAt) ? "font-medium text-red-700 dark:text-red-300" : ""}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
        );
      })}
    </ul>
  );
};

export default function ApiTokensTab() {
  const intl = useIntl();
  const text = useFormText();
  const phone = useMediaMatch(PHONE_QUERY);
  const { timeZone, today } = usePublisherDays();
  const [state, send] = useApiTokensFlow();
  const { entries, loadError, values, errors, formError, secret, target, notice } = state.context;
  const network = useNeedsNetwork();

  if (state.matches("loading"))
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage id="apiTokens.loading" />
      </p>
    );

  if (state.matches("loadFailed"))
    return (
      <div className="space-y-3">
        <FormAlert>{text(loadError)}</FormAlert>
        <NetworkButton className={quietButton} onClick={() => send({ type: "list.retry" })}>
          <FormattedMessage id="apiTokens.retry" />
        </NetworkButton>
      </div>
    );

  const formStep = state.matches({ editing: "form" }) ? "form" : state.matches({ editing: "creating" }) ? "creating" : null;
  const revoking = state.matches("revoking") ? entries.find((t) => t.id === target) : undefined;
  const List = phone ? TokenCards : TokensTable;
  return (
    <section aria-labelledby="api-tokens-title" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-2xl space-y-1">
          <h2 id="api-tokens-title" className="text-lg font-semibold text-slate-900 dark:text-slate-50">
            <FormattedMessage id="settings.tab.apiTokens" />
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <FormattedMessage id="apiTokens.intro" />
          </p>
        </div>
        <button type="button" className={primaryButton} disabled={!state.matches("idle")} onClick={() => send({ type: "token.create" })}>
          <FormattedMessage id="apiTokens.create" />
        </button>
      </div>
      {entries.length === 0 ? (
        <Card as="p" className="px-4 py-6 text-center text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="apiTokens.empty" />
        </Card>
      ) : (
        <div>
          <List tokens={entries} enabled={state.matches("idle")} network={network} onRevoke={(id) => send({ type: "token.revoke", id })} />
          {network.note}
        </div>
      )}
      <CurlExamples origin={window.location.origin} />
      {(formStep || state.matches("revealed")) && (
        <TokenDialog
          step={formStep ?? "revealed"}
          values={values}
          errors={errors}
          formError={formError}
          secret={secret}
          createdName={entries.find((t) => t.id === target)?.name}
          today={today.toString()}
          timeZoneLabel={`${timeZone} (${timeZoneLabel(timeZone, intl.locale)})`}
          onChange={(next) => send({ type: "field.change", values: next })}
          onSubmit={() => send({ type: "form.submit" })}
          onCancel={() => send({ type: "form.cancel" })}
          onDone={() => send({ type: "secret.dismiss" })}
        />
      )}
      {revoking && (
        <RevokeDialog
          name={revoking.name}
          busy={state.matches({ revoking: "removing" })}
          notice={notice}
          onConfirm={() => send({ type: "revoke.confirm" })}
          onCancel={() => send({ type: "revoke.cancel" })}
        />
      )}
    </section>
  );
}
