/**
 * The offers search (spec 02 section 5): a name, or "#" and a relative id; trimmed and applied to the
 * URL one second after typing stops (Enter applies at once).
 */
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";

/** The search debounce (spec 02 section 9). */
export const SEARCH_DEBOUNCE_MS = 1000;

export const OfferSearch = ({ value, onSearch }: { value: string; onSearch: (next: string) => void }) => {
  const intl = useIntl();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // A search changed elsewhere (a removed chip, back and forward) shows in the box (adjusted while rendering).
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <input
      type="search"
      value={text}
      maxLength={255}
      aria-label={intl.formatMessage({ id: "offers.search" })}
      placeholder={intl.formatMessage({ id: "offers.searchPlaceholder" })}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter") onSearch(text.trim());
      }}
      className="h-9 w-56 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
    />
  );
};
