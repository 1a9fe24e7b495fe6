/**
 * The direct support chat (spec 02 section 1; issue 26 item 3): the conversation with the manager,
 * "Load earlier messages" above it, the manager's new messages announced to screen readers as they
 * arrive (the flow polls while this is shown), and the composer: Enter sends, Shift+Enter starts a
 * new line, one image attached (checked by its content on the server). A refused or failed send keeps
 * what was typed and shows the server's reason. Times are the server's, in the publisher's time zone.
 * The header's dialog and the Support page's tab both show it; it is a lazily loaded chunk.
 */
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ChatMessage } from "../../../contracts/support-chat.contract";
import { timezoneOf } from "../../../machines/session/session.machine";
import { usePublisher } from "../../app/react";
import { useFlow } from "../../app/use-flow";
import { formatSpecDateTime } from "../../lib/dates";
import { formatFileSize } from "../../lib/file-size";
import { useFormText } from "../../ui/form";
import { LeaveGuard } from "../../ui/leave-guard";
import { LoadFailed } from "../../ui/load-failed";
import { NetworkButton, useNeedsNetwork } from "../../ui/needs-network";
import type { ApiError } from "../../api";
import { CHAT_POLL_MS, useSupportChatMachine } from "./flow-implementations";

const quietButton =
  "rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-teal-600 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:ring-teal-400";

const Bubble = ({ message: m, timeZone }: { message: ChatMessage; timeZone: string }) => {
  const intl = useIntl();
  const own = m.author === "publisher";
  return (
    <li className={`flex ${own ? "justify-end" : "justify-start"}`}>
      <article
        className={`max-w-[85%] rounded-2xl px-3.5 py-2 text-sm shadow-sm ${
          own
            ? "rounded-br-sm bg-teal-700 text-white dark:bg-teal-800"
            : "rounded-bl-sm bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100"
        }`}
      >
        <header className={`flex flex-wrap items-baseline gap-x-2 text-xs ${own ? "text-teal-50" : "text-slate-600 dark:text-slate-300"}`}>
          <span className="font-semibold">{own ? intl.formatMessage({ id: "chat.you" }) : m.authorName}</span>
          <time dateTime={m.createdAt}>{formatSpecDateTime(m.createdAt, timeZone)}</time>
        </header>
        {m.text !== "" && <p className="mt-1 whitespace-pre-wrap break-words">{m.text}</p>}
        {m.attachment && (
          <p className={`mt-1 text-xs ${own ? "text-teal-50" : "text-slate-600 dark:text-slate-300"}`}>
            <FormattedMessage
              id="chat.attachment"
              values={{
                type: m.attachment.mimeType === "image/png" ? "PNG" : "JPEG",
                size: formatFileSize(m.attachment.size, intl.locale),
              }}
            />
          </p>
        )}
      </article>
    </li>
  );
};

export interface SupportChatProps {
  /** The message list's height classes. */
  readonly className?: string;
  /** Put the focus in the message field once the conversation is there (the dialog does). */
  readonly focusComposer?: boolean;
  /**
   * Told whether a message is typed and not sent: the dialog then asks before Escape or a link throws
   * it away. Without it the chat asks itself before the page is left (issue 35 item 1).
   */
  readonly onDraft?: (typed: boolean) => void;
}

export const SupportChat = ({ className = "h-[min(60vh,32rem)]", focusComposer = false, onDraft }: SupportChatProps) => {
  const intl = useIntl();
  const formText = useFormText();
  const timeZone = timezoneOf(usePublisher());
  const [state, send] = useFlow(useSupportChatMachine(), "supportChat");
  const c = state.context;
  const ids = useId();
  // Sending, attaching (an upload) and loading earlier messages ask the server: offline they wait, with
  // the reason under the composer; what is typed stays, and Enter sends nothing until the network is back.
  const network = useNeedsNetwork();
  const list = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);

  const ready = state.matches("ready");
  const typed = c.draft.trim() !== "";
  // In the commit, not after the paint: the draft is emptied by the same event that shows the sent
  // message, and an Escape pressed in between met the dialog still thinking a message was typed (it
  // asked "Discard your changes?" over an empty field; a CI run caught it).
  useLayoutEffect(() => onDraft?.(typed), [onDraft, typed]);
  const sending = state.matches({ ready: { composer: "sending" } });
  const uploading = state.matches({ ready: { composer: "uploading" } });
  const loadingEarlier = state.matches({ ready: { history: "loadingEarlier" } });
  const lastId = c.messages.at(-1)?.id;

  useEffect(() => {
    if (!ready) return;
    // A chat in a hidden tab waits: what arrives meanwhile stays unread until the publisher looks.
    const poll = () => document.visibilityState === "visible" && send({ type: "chat.poll" });
    const timer = window.setInterval(poll, CHAT_POLL_MS);
    document.addEventListener("visibilitychange", poll);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", poll);
    };
  }, [ready, send]);

  // The newest message in view when the chat opens and when one arrives; earlier pages keep the place.
  useLayoutEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastId, ready]);

  useEffect(() => {
    if (ready && focusComposer) textarea.current?.focus();
  }, [ready, focusComposer]);

  // Once the last earlier page is in, its button goes away: the focus it had goes to the list, not the page.
  const paging = useRef(false);
  const hasEarlier = c.messages.length < c.total;
  useEffect(() => {
    if (paging.current && !loadingEarlier && !hasEarlier) list.current?.focus();
    if (!loadingEarlier) paging.current = false;
  }, [loadingEarlier, hasEarlier]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!network.offline) send({ type: "message.send" });
    }
  };

  if (state.matches("failed")) return <LoadFailed error={c.error as ApiError} onRetry={() => send({ type: "chat.retry" })} />;
  if (!ready)
    return (
      <p role="status" className="py-8 text-center text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage id="chat.loading" />
      </p>
    );

  const arrived = c.arrived.at(-1);
  const error = formText(c.composerError);
  const hint = `${ids}-hint`;
  const errorId = `${ids}-error`;
  return (
    <div className="flex flex-col gap-3">
      {!onDraft && <LeaveGuard dirty={typed} />}
      <div
        ref={list}
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage({ id: "chat.messages" })}
        className={`flex flex-col gap-3 overflow-y-auto rounded-xl border border-slate-200 p-3 outline-none focus-visible:ring-2 focus-visible:ring-teal-600 dark:border-slate-700 dark:focus-visible:ring-teal-400 ${className}`}
      >
        {hasEarlier && (
          <div className="flex flex-col items-center gap-1">
            <NetworkButton
              className={quietButton}
              aria-busy={loadingEarlier}
              aria-disabled={loadingEarlier}
              onClick={() => {
                paging.current = true;
                send({ type: "chat.loadEarlier" });
              }}
            >
              <FormattedMessage id={loadingEarlier ? "chat.loadingEarlier" : "chat.loadEarlier"} />
            </NetworkButton>
            {c.historyError && (
              <p role="alert" className="text-xs text-red-700 dark:text-red-300">
                {formText(c.historyError)}
              </p>
            )}
          </div>
        )}
        {c.messages.length === 0 ? (
          <p className="m-auto max-w-xs text-center text-sm text-slate-600 dark:text-slate-300">
            <FormattedMessage id="chat.empty" />
          </p>
        ) : (
          <ol className="flex flex-col gap-2">
            {c.messages.map((m) => (
              <Bubble key={m.id} message={m} timeZone={timeZone} />
            ))}
          </ol>
        )}
      </div>
      <p role="status" className="sr-only">
        {arrived && intl.formatMessage({ id: "chat.arrived" }, { name: arrived.authorName, text: arrived.text })}
      </p>
      <form
        noValidate
        aria-busy={sending || uploading}
        onSubmit={(event) => {
          event.preventDefault();
          if (!network.offline) send({ type: "message.send" });
        }}
        className="flex flex-col gap-2"
      >
        <label htmlFor={`${ids}-text`} className="text-sm font-medium text-slate-800 dark:text-slate-100">
          <FormattedMessage id="chat.message" />
        </label>
        <textarea
          ref={textarea}
          id={`${ids}-text`}
          rows={3}
          value={c.draft}
          readOnly={sending}
          onChange={(event) => send({ type: "draft.change", text: event.target.value })}
          onKeyDown={onKeyDown}
          aria-invalid={error !== undefined}
          aria-describedby={[error === undefined ? undefined : errorId, hint, network.describedBy].filter(Boolean).join(" ")}
          className="w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 outline-none focus-visible:border-teal-600 focus-visible:ring-2 focus-visible:ring-teal-600/30 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50"
        />
        {error !== undefined && (
          <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
        <p id={hint} className="text-xs text-slate-600 dark:text-slate-400">
          <FormattedMessage id="chat.hint" />
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {c.attachment ? (
            <span className="inline-flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-1.5 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">
              <span className="max-w-48 truncate">{c.attachment.name}</span>
              <button
                type="button"
                onClick={() => send({ type: "attachment.remove" })}
                aria-label={intl.formatMessage({ id: "chat.removeAttachment" }, { name: c.attachment.name })}
                className="rounded px-1 font-semibold outline-none hover:text-red-700 focus-visible:ring-2 focus-visible:ring-teal-600 dark:hover:text-red-300"
              >
                ×
              </button>
            </span>
          ) : (
            <label
              className={`${quietButton} focus-within:ring-2 focus-within:ring-teal-600 ${network.offline ? "cursor-not-allowed opacity-60" : "cursor-pointer"}`}
            >
              <FormattedMessage id={uploading ? "chat.uploading" : "chat.attach"} />
              <input
                type="file"
                accept="image/png,image/jpeg"
                className="sr-only"
                disabled={uploading || network.offline}
                aria-describedby={network.describedBy}
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  if (chosen) send({ type: "attachment.choose", file: chosen, name: chosen.name });
                  event.target.value = "";
                }}
              />
            </label>
          )}
          <NetworkButton
            type="submit"
            network={network}
            aria-disabled={sending}
            className="ml-auto rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white outline-none hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 dark:bg-teal-500 dark:text-slate-950 dark:hover:bg-teal-400 dark:focus-visible:ring-offset-slate-900"
          >
            <FormattedMessage id={sending ? "chat.sending" : "chat.send"} />
          </NetworkButton>
        </div>
        {network.note && <div className="-mt-2 text-right">{network.note}</div>}
      </form>
    </div>
  );
};
