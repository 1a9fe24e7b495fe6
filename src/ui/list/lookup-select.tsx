/**
 * A lookup select (spec 02 sections 2 and 8): a Headless UI combobox whose options are searched and
 * paged by the server. Its search runs in the lookup machine (machines/lookup): trimmed, applied one
 * second after the last keystroke, "#" and digits for a relative id, the next page at the end of the
 * list, failed pages ignored. The value is the chosen ids, joined with commas as a list filter is.
 */
import { Combobox, ComboboxInput, ComboboxOptions } from "@headlessui/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { LookupOption } from "../../../machines/lookup/lookup.machine";
import { useLookupFlow } from "./flow-implementations";
import type { LookupSource } from "./lookup-sources";
import { splitListInput } from "./helpers";
import { CheckedOption, ComboboxToggle } from "../checked-option";

export interface LookupSelectProps {
  /** The id of the text input (for its label). */
  readonly id: string;
  /** Names the lookup's flow in the journal and the inspector. */
  readonly name: string;
  readonly source: LookupSource;
  /** The chosen ids, comma separated. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly describedBy?: string | undefined;
}

/** The labels of chosen ids that no loaded page has shown (e.g. ids from a shared link), looked up one by one. */
const useChosenLabels = (source: LookupSource, chosen: ReadonlyArray<string>, known: Readonly<Record<string, string>>) => {
  const [found, setFound] = useState<ReadonlyMap<string, string>>(new Map());
  const missing = chosen.filter((id) => !(id in known) && !found.has(id) && /^[1-9]\d{0,8}$/.test(id)).slice(0, 20);
  const key = missing.join(",");
  useEffect(() => {
    if (key === "") return;
    const controller = new AbortController();
    for (const id of key.split(",")) {
      source
        .load({ relativeId: Number(id) }, 1, 10, controller.signal)
        .then((page) => {
          const option = page.options.find((o) => o.value === id);
          if (option && !controller.signal.aborted) setFound((previous) => new Map(previous).set(id, option.label));
        })
        // A label that cannot be loaded shows as "#id".
        .catch(() => {});
    }
    return () => controller.abort();
  }, [key, source]);
  return found;
};

/** Sends `list.end` when the end of the options scrolls into view. */
const EndOfList = ({ onEnd }: { onEnd: () => void }) => {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onEnd);
  useEffect(() => {
    latest.current = onEnd;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), {
      root: element.parentElement,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <div ref={ref} aria-hidden="true" className="h-px" />;
};

/** Runs `onOpen` when mounted: the options list mounts when the combobox opens. */
const OnOpen = ({ onOpen }: { onOpen: () => void }) => {
  const opened = useRef(onOpen);
  useEffect(() => opened.current(), []);
  return null;
};

const input =
  "w-full rounded-lg border border-slate-300 bg-white py-2 pl-3 pr-9 text-sm text-slate-900 outline-none placeholder:text-slate-500 focus-visible:border-teal-600 focus-visible:ring-2 focus-visible:ring-teal-600/30 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus-visible:border-teal-400 dark:focus-visible:ring-teal-400/30";

export const LookupSelect = ({ id, name, source, value, onChange, describedBy }: LookupSelectProps) => {
  const intl = useIntl();
  const [snapshot, send] = useLookupFlow(name, source);
  const { options, text } = snapshot.context;
  const chosen = useMemo(() => [...new Set(splitListInput(value))], [value]);

  const { labels } = snapshot.context;
  const found = useChosenLabels(source, chosen, labels);
  const labelOf = (id: string) => labels[id] ?? found.get(id) ?? `#${id}`;
  const busy = snapshot.matches("loading") || snapshot.matches("loadingMore") || snapshot.matches("debouncing");

  return (
    <div className="space-y-2">
      <Combobox
        multiple
        immediate
        value={chosen}
        onChange={(ids: string[]) => onChange(ids.join(","))}
        onClose={() => send({ type: "list.close" })}
      >
        <div className="relative">
          <ComboboxInput
            id={id}
            aria-describedby={describedBy}
            autoComplete="off"
            placeholder={intl.formatMessage({ id: source.byRelativeId ? "lists.lookup.placeholderWithId" : "lists.lookup.placeholder" })}
            className={input}
            onChange={(event) => send({ type: "search.type", text: event.target.value })}
          />
          <ComboboxToggle />
          <ComboboxOptions
            aria-busy={busy}
            className="absolute z-10 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg empty:invisible dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/40"
          >
            <OnOpen onOpen={() => send({ type: "list.open" })} />
            {options.map((option: LookupOption) => (
              <CheckedOption key={option.value} value={option.value}>
                <span className="truncate">{option.label}</span>
              </CheckedOption>
            ))}
            <EndOfList onEnd={() => send({ type: "list.end" })} />
          </ComboboxOptions>
        </div>
      </Combobox>
      <p aria-live="polite" className="text-xs text-slate-500 dark:text-slate-400">
        {busy ? (
          <FormattedMessage id="lists.loading" />
        ) : snapshot.context.page > 0 && options.length === 0 ? (
          <FormattedMessage id="lists.lookup.nothing" values={{ text: text.trim() }} />
        ) : null}
      </p>
      {chosen.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={intl.formatMessage({ id: "lists.lookup.chosen" })}>
          {chosen.map((chosenId) => (
            <li
              key={chosenId}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pl-2.5 pr-1 text-xs text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
            >
              <span className="truncate" title={labelOf(chosenId)}>
                {labelOf(chosenId)}
              </span>
              <button
                type="button"
                onClick={() => onChange(chosen.filter((c) => c !== chosenId).join(","))}
                aria-label={intl.formatMessage({ id: "lists.lookup.remove" }, { label: labelOf(chosenId) })}
                className="inline-flex size-5 shrink-0 items-center justify-center rounded-full outline-none hover:bg-slate-200 focus-visible:ring-2 focus-visible:ring-teal-600 dark:hover:bg-slate-700 dark:focus-visible:ring-teal-400"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
