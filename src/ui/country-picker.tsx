/**
 * The country picker (spec 02 sections 3 and 7; issue 26.6; docs/decisions/054-country-picker.md):
 * a Headless UI combobox over the list of `/countries.jsonld` (loaded by `useCountries()` of
 * src/ui/list, once per session). Without a search the
 * DEFAULT_POPULAR_COUNT most popular countries (the server's `popularCount`) come first, then every
 * country by name; a search matches the name in the interface language or in English, or the ISO
 * code. Each option and chosen country shows its flag. `multiple` (the default) takes several
 * countries, shown as removable chips under the input; otherwise it takes one.
 *
 * Plugging it in: load the list with `useCountries()`, put a `<label htmlFor={id}>` beside the
 * picker and keep the codes in the form's state:
 *
 *     const countries = useCountries();
 *     <label htmlFor={id}>Countries</label>
 *     <CountryPicker countries={countries} id={id} value={codes} onChange={setCodes}
 *       describedBy={error ? `${id}-error` : undefined} invalid={!!error} />
 *
 * A code the list does not hold (e.g. from an old link) is kept and shown as its code.
 */
import { Combobox, ComboboxInput, ComboboxOptions } from "@headlessui/react";
import { useId, useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { type Country, DEFAULT_POPULAR_COUNT } from "../../contracts/lookups.contract";
import { CheckedOption, ComboboxToggle } from "./checked-option";
import { countryFlag } from "./list/helpers";

export interface CountryPickerProps {
  /** The list of `/countries.jsonld` (`useCountries()` of src/ui/list loads it); null while it loads. */
  readonly countries: ReadonlyArray<Country> | null;
  /** The id of the text input, for its `<label htmlFor>`. */
  readonly id: string;
  /** The chosen ISO 3166-1 alpha-2 codes (one at most when not `multiple`). */
  readonly value: ReadonlyArray<string>;
  readonly onChange: (codes: string[]) => void;
  readonly multiple?: boolean;
  readonly describedBy?: string | undefined;
  readonly invalid?: boolean;
  readonly disabled?: boolean;
}

interface Entry {
  readonly code: string;
  readonly name: string;
  readonly english: string;
  readonly popular: boolean;
}

/** Lower case without accents, for a search that forgives "cote" for "Côte". */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();

/** The countries in the interface language: the popular ones (server order), then the rest by name. */
const useEntries = (countries: ReadonlyArray<Country> | null, locale: string): ReadonlyArray<Entry> =>
  useMemo(() => {
    if (!countries) return [];
    const names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
    const popular = new Set(
      [...countries]
        .filter((c) => c.popularCount > 0)
        .sort((a, b) => b.popularCount - a.popularCount)
        .slice(0, DEFAULT_POPULAR_COUNT)
        .map((c) => c.code),
    );
    const entries = countries.map((c) => ({
      code: c.code,
      name: names.of(c.code) ?? c.name,
      english: c.name,
      popular: popular.has(c.code),
    }));
    const order = new Map([...popular].map((code, i) => [code, i]));
    const collator = new Intl.Collator(locale);
    return [
      ...entries.filter((e) => e.popular).sort((a, b) => order.get(a.code)! - order.get(b.code)!),
      ...entries.filter((e) => !e.popular).sort((a, b) => collator.compare(a.name, b.name)),
    ];
  }, [countries, locale]);

/** The entries a search finds: the exact code first, then names that start with it, then names that hold it. */
const search = (entries: ReadonlyArray<Entry>, query: string): ReadonlyArray<Entry> => {
  const q = fold(query.trim());
  if (q === "") return entries;
  const rank = (e: Entry) => {
    if (e.code.toLowerCase() === q) return 0;
    const names = [fold(e.name), fold(e.english)];
    if (names.some((n) => n.startsWith(q))) return 1;
    if (names.some((n) => n.includes(q))) return 2;
    return q.length <= 2 && e.code.toLowerCase().startsWith(q) ? 3 : -1;
  };
  return entries
    .map((e) => ({ e, r: rank(e) }))
    .filter(({ r }) => r >= 0)
    .sort((a, b) => a.r - b.r)
    .map(({ e }) => e);
};

const inputClass =
  "w-full rounded-lg border border-slate-300 bg-white py-2 pl-3 pr-9 text-sm text-slate-900 outline-none placeholder:text-slate-500 aria-[invalid=true]:border-red-600 focus-visible:border-teal-600 focus-visible:ring-2 focus-visible:ring-teal-600/30 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:aria-[invalid=true]:border-red-400 dark:focus-visible:border-teal-400 dark:focus-visible:ring-teal-400/30";

const Option = ({ entry }: { entry: Entry }) => (
  <CheckedOption value={entry.code}>
    <span aria-hidden="true">{countryFlag(entry.code)}</span>
    <span className="truncate">{entry.name}</span>
    <span className="ml-auto pl-2 font-mono text-xs text-slate-500 dark:text-slate-400">{entry.code}</span>
  </CheckedOption>
);

const Group = ({ labelId, entries }: { labelId: string; entries: ReadonlyArray<Entry> }) => {
  const id = useId();
  if (entries.length === 0) return null;
  return (
    <div role="group" aria-labelledby={id}>
      <div id={id} className="px-3 pt-2 pb-1 text-xs font-semibold text-slate-600 uppercase dark:text-slate-300">
        <FormattedMessage id={labelId} />
      </div>
      {entries.map((entry) => (
        <Option key={entry.code} entry={entry} />
      ))}
    </div>
  );
};

export const CountryPicker = ({ countries, id, value, onChange, multiple = true, describedBy, invalid, disabled }: CountryPickerProps) => {
  const intl = useIntl();
  const [query, setQuery] = useState("");
  const loading = countries === null;
  const entries = useEntries(countries, intl.locale);
  const byCode = useMemo(() => new Map(entries.map((e) => [e.code, e])), [entries]);
  const found = search(entries, query);
  const nameOf = (code: string) => byCode.get(code)?.name ?? code;
  const chosen = useMemo(() => [...new Set(value.map((c) => c.toUpperCase()))], [value]);

  const close = () => setQuery("");
  const options = (
    // Not modal: with the list open, the rest of the form (e.g. Save) stays reachable.
    <ComboboxOptions
      modal={false}
      aria-busy={loading}
      className="absolute z-10 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg empty:invisible dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/40"
    >
      {query.trim() === "" ? (
        <>
          <Group labelId="countries.popular" entries={found.filter((e) => e.popular)} />
          <Group labelId="countries.all" entries={found.filter((e) => !e.popular)} />
        </>
      ) : (
        found.map((entry) => <Option key={entry.code} entry={entry} />)
      )}
    </ComboboxOptions>
  );
  const control = (
    <div className="relative">
      <ComboboxInput
        id={id}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        placeholder={intl.formatMessage({ id: "countries.placeholder" })}
        className={inputClass}
        displayValue={multiple ? () => query : (code: string | null) => (code ? nameOf(code) : "")}
        onChange={(event) => setQuery(event.target.value)}
      />
      <ComboboxToggle />
      {options}
    </div>
  );

  // Under the chips: the line comes and goes as the list closes, and must not move a chip under the pointer.
  const status = (
    <p aria-live="polite" className="text-xs text-slate-500 empty:hidden dark:text-slate-400">
      {loading ? (
        <FormattedMessage id="lists.loading" />
      ) : query.trim() !== "" && found.length === 0 ? (
        <FormattedMessage id="lists.lookup.nothing" values={{ text: query.trim() }} />
      ) : null}
    </p>
  );

  if (!multiple) {
    return (
      <div className="space-y-2">
        <Combobox
          immediate
          disabled={disabled}
          value={chosen[0] ?? null}
          onChange={(code: string | null) => onChange(code ? [code] : [])}
          onClose={close}
        >
          {control}
        </Combobox>
        {status}
      </div>
    );
  }

  return (
    <div className="space-y-2">
      <Combobox multiple immediate disabled={disabled} value={chosen} onChange={(codes: string[]) => onChange(codes)} onClose={close}>
        {control}
      </Combobox>
      {chosen.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={intl.formatMessage({ id: "lists.lookup.chosen" })}>
          {chosen.map((code) => (
            <li
              key={code}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pr-1 pl-2.5 text-xs text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
            >
              <span aria-hidden="true">{countryFlag(code)}</span>
              <span className="truncate">{nameOf(code)}</span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(chosen.filter((c) => c !== code))}
                aria-label={intl.formatMessage({ id: "lists.lookup.remove" }, { label: nameOf(code) })}
                className="inline-flex size-5 shrink-0 items-center justify-center rounded-full outline-none hover:bg-slate-200 focus-visible:ring-2 focus-visible:ring-teal-600 dark:hover:bg-slate-700 dark:focus-visible:ring-teal-400"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {status}
    </div>
  );
};
