/**
 * "Find anything" (issue 27.3; docs/decisions/060-find-anything.md): a Headless UI Combobox in a
 * Dialog. The portal's own pages and settings tabs are matched in the browser on every keystroke; the
 * server's search (machines/find) runs when the typing pauses, one request at a time. Results come in
 * groups with headings; arrows move, Enter opens, Escape closes and gives the focus back. Loaded as a
 * chunk of its own when the header's button or Ctrl+K / ⌘K first asks for it.
 */
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { NetworkButton } from "../../ui/needs-network";
import { useId, useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { formatSpecDateTime } from "../../lib/dates";
import { useNavigate } from "react-router-dom";
import { FIND_MIN_LENGTH } from "../../../machines/find/find.machine";
import { timezoneOf } from "../../../machines/session/session.machine";
import { useFlow } from "../../app/use-flow";
import { usePublisher } from "../../app/react";
import { useKnownCapabilities } from "../../app/use-capability";
import { useFocusReturn } from "../../ui/focus-return";
import { type FindGroup, type FindHit, findGroups } from "./find-results";
import { useFindMachine } from "./flow-implementations";
import { matchPages, pageEntries } from "./page-entries";

interface Choice {
  readonly key: string;
  readonly to: string;
}

const optionClass =
  "flex cursor-pointer flex-col rounded-lg px-3 py-2 text-sm text-slate-800 data-[focus]:bg-teal-50 data-[focus]:text-teal-900 dark:text-slate-100 dark:data-[focus]:bg-teal-400/15 dark:data-[focus]:text-teal-100";

const Group = ({ heading, hits }: { heading: string; hits: ReadonlyArray<FindHit> }) => {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="py-1">
      <div
        id={id}
        role="presentation"
        className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400"
      >
        {heading}
      </div>
      {hits.map((hit) => (
        <ComboboxOption key={hit.key} value={{ key: hit.key, to: hit.to } satisfies Choice} className={optionClass}>
          <span className="truncate font-medium">{hit.text}</span>
          {hit.detail ? <span className="truncate text-xs text-slate-600 dark:text-slate-400">{hit.detail}</span> : null}
        </ComboboxOption>
      ))}
    </div>
  );
};

export default function FindPalette({
  onClose,
  onChosen,
}: {
  onClose: () => void;
  /** Told when a result was chosen, before its page opens (the drawer closes, even for the page it is on). */
  onChosen?: () => void;
}) {
  useFocusReturn();
  const intl = useIntl();
  const navigate = useNavigate();
  const publisher = usePublisher();
  const machine = useFindMachine();
  const [snapshot, send] = useFlow(machine, "find");
  const { text, query, results } = snapshot.context;

  const capabilities = useKnownCapabilities();
  const entries = useMemo(
    () => pageEntries(publisher.customer.roles, (capability) => capabilities[capability] === "absent"),
    [publisher.customer.roles, capabilities],
  );
  const name = (id: string) => intl.formatMessage({ id });
  const pages: FindGroup["hits"] = matchPages(entries, text, name).map((entry) => ({
    key: `page:${entry.key}`,
    text: name(entry.label),
    ...(entry.parent ? { detail: name(entry.parent) } : {}),
    to: entry.to,
  }));
  const timeZone = timezoneOf(publisher);
  // While the next search waits, the last answer stays only if the text still starts with its query
  // (typing on narrows it); a different text does not show hits that were not searched for.
  const server =
    results === null || !text.trim().toLowerCase().startsWith(query.toLowerCase())
      ? []
      : findGroups(results, timeZone, (datetime) => formatSpecDateTime(datetime, timeZone));
  const groups = [...(pages.length > 0 ? [{ group: "pages", hits: pages } as const] : []), ...server];

  const typed = text.trim().length >= FIND_MIN_LENGTH;
  const busy = snapshot.matches("debouncing") || snapshot.matches("searching");
  const failed = snapshot.matches("failed");
  const nothing = typed && snapshot.matches("ready") && groups.length === 0;

  const open = (choice: Choice | null) => {
    if (!choice) return;
    onClose();
    onChosen?.();
    navigate(choice.to);
  };

  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50 flex items-start justify-center p-4 pt-[10vh]">
      <div aria-hidden="true" className="fixed inset-0 bg-slate-900/50 dark:bg-black/70" />
      <DialogPanel className="relative flex max-h-[75vh] w-full max-w-xl flex-col overflow-hidden rounded-xl bg-white shadow-xl dark:bg-slate-900 dark:shadow-black/50">
        <DialogTitle className="sr-only">
          <FormattedMessage id="find.title" />
        </DialogTitle>
        <Combobox<Choice | null> value={null} onChange={open} by="key">
          <div className="flex items-center gap-2 border-b border-slate-200 px-4 dark:border-slate-700">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.75}
              className="size-5 shrink-0 text-slate-500"
            >
              <circle cx="11" cy="11" r="6.5" />
              <path d="m16 16 4.5 4.5" strokeLinecap="round" />
            </svg>
            <ComboboxInput
              autoFocus
              autoComplete="off"
              aria-label={intl.formatMessage({ id: "find.input" })}
              placeholder={intl.formatMessage({ id: "find.placeholder" })}
              className="h-14 w-full bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-500 dark:text-slate-100 dark:placeholder:text-slate-400"
              onChange={(event) => send({ type: "find.type", text: event.target.value })}
              // Escape closes the palette at once: the combobox would otherwise take the first one to close its list.
              onKeyDown={(event) => {
                if (event.key === "Escape") onClose();
              }}
            />
          </div>
          <ComboboxOptions static modal={false} className="min-h-0 flex-1 overflow-y-auto p-2 empty:hidden">
            {groups.map((g) => (
              <Group key={g.group} heading={intl.formatMessage({ id: `find.group.${g.group}` })} hits={g.hits} />
            ))}
          </ComboboxOptions>
        </Combobox>
        <div
          className={
            !typed || failed || busy || nothing
              ? "border-t border-slate-200 px-4 py-2 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400"
              : "sr-only"
          }
        >
          <p role="status">
            {!typed ? (
              <FormattedMessage id="find.hint" />
            ) : failed ? (
              <FormattedMessage id="find.failed" />
            ) : busy ? (
              <FormattedMessage id="find.searching" />
            ) : nothing ? (
              <FormattedMessage id="find.empty" values={{ query }} />
            ) : null}
          </p>
          {failed ? (
            <NetworkButton
              onClick={() => send({ type: "find.retry" })}
              className="mt-1 rounded-md font-medium text-teal-700 underline outline-none focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-teal-300 dark:focus-visible:ring-teal-400"
            >
              <FormattedMessage id="find.retry" />
            </NetworkButton>
          ) : null}
        </div>
      </DialogPanel>
    </Dialog>
  );
}
