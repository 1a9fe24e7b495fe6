/** Small pieces of lists: filter tags, truncated text, country flags, copy button, the result warning, money. */
import { FormattedMessage, useIntl } from "react-intl";
import type { FilterField } from "./filter-drawer";
import { RESULT_WARNING, TAG_LENGTH, countryFlag, flagsToShow, splitListInput, truncate } from "./helpers";

export { CopyButton } from "./copy-button";

/** Text cut at `length` (default 50, max 255) with the full text in a title. */
export const Truncated = ({ text, length }: { text: string; length?: number }) => {
  const { text: shown, cut } = truncate(text, length);
  return cut ? <span title={text}>{shown}</span> : <>{text}</>;
};

/** Flags of countries: up to 3, then +N, and -N for denied ones. */
export const CountryFlags = ({ countries, denied = [] }: { countries: ReadonlyArray<string>; denied?: ReadonlyArray<string> }) => {
  const intl = useIntl();
  const { shown, more, denied: deniedCount } = flagsToShow(countries, denied);
  return (
    <span className="inline-flex items-center gap-1.5">
      {shown.map((code) => (
        <span key={code} className="inline-flex items-center gap-1">
          <span aria-hidden="true">{countryFlag(code)}</span>
          <span className="font-mono text-xs">{code.toUpperCase()}</span>
        </span>
      ))}
      {more > 0 && (
        <span className="rounded bg-slate-100 px-1 text-xs dark:bg-slate-800" title={countries.slice(3).join(", ")}>
          +{intl.formatNumber(more)}
        </span>
      )}
      {deniedCount > 0 && (
        <span className="rounded bg-red-50 px-1 text-xs text-red-700 dark:bg-red-400/10 dark:text-red-300" title={denied.join(", ")}>
          -{intl.formatNumber(deniedCount)}
        </span>
      )}
    </span>
  );
};

/** "There are over 1000 records in the result. Please narrow the search." above the threshold. */
export const ResultWarning = ({ total, threshold = RESULT_WARNING }: { total: number; threshold?: number }) =>
  total > threshold ? (
    <p
      role="status"
      className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-200"
    >
      <FormattedMessage id="lists.overLimit" values={{ count: threshold }} />
    </p>
  ) : null;

/** The tags of the applied filters, each cut at 22 characters (full value in a title), removable one by one. */
export const FilterChips = ({
  fields,
  values,
  onRemove,
}: {
  fields: ReadonlyArray<FilterField>;
  values: Readonly<Record<string, string>>;
  onRemove: (name: string) => void;
}) => {
  const intl = useIntl();
  const active = fields.filter((field) => values[field.name]);
  if (active.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={intl.formatMessage({ id: "lists.filters.applied" })}>
      {active.map((field) => {
        const raw = values[field.name]!;
        const option = field.options?.find((o) => o.value === raw);
        const text = option
          ? (option.label ?? intl.formatMessage({ id: option.labelId ?? option.value }))
          : field.kind === "list"
            ? splitListInput(raw).join(", ")
            : field.kind === "lookup"
              ? splitListInput(raw)
                  .map((id) => `#${id}`)
                  .join(", ")
              : raw;
        const label = intl.formatMessage({ id: field.labelId });
        const { text: shown } = truncate(text, TAG_LENGTH);
        return (
          <li
            key={field.name}
            className="inline-flex items-center gap-1 rounded-full border border-teal-200 bg-teal-50 py-0.5 pl-3 pr-1 text-xs text-teal-900 dark:border-teal-400/30 dark:bg-teal-400/10 dark:text-teal-100"
          >
            <span className="font-medium">{label}:</span>
            <span title={text}>{shown}</span>
            <button
              type="button"
              onClick={() => onRemove(field.name)}
              aria-label={intl.formatMessage({ id: "lists.filters.remove" }, { name: label })}
              className="inline-flex size-5 items-center justify-center rounded-full outline-none hover:bg-teal-100 focus-visible:ring-2 focus-visible:ring-teal-600 dark:hover:bg-teal-400/20 dark:focus-visible:ring-teal-400"
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
};

export const toolbarButton =
  "inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-teal-600 disabled:opacity-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:ring-teal-400";
