/** The copy button of identifiers (lists, the referral link, the manager's contacts). */
import { useListServices } from "./list-services";

/** Copies a value; a "Copied to clipboard" toast follows. */
export const CopyButton = ({ value, label }: { value: string; label: string }) => {
  const { notify } = useListServices();
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => {
        void navigator.clipboard.writeText(value).then(
          () => notify({ tone: "success", messageId: "lists.copied" }),
          () => notify({ tone: "error", messageId: "error.unexpected" }),
        );
      }}
      className="inline-flex size-6 items-center justify-center rounded text-slate-400 outline-none hover:bg-slate-100 hover:text-teal-700 focus-visible:ring-2 focus-visible:ring-teal-600 dark:hover:bg-slate-800 dark:hover:text-teal-300 dark:focus-visible:ring-teal-400"
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-3.5">
        <rect x="5" y="5" width="8" height="9" rx="1.5" />
        <path d="M3 11V3.5A1.5 1.5 0 0 1 4.5 2H10" />
      </svg>
    </button>
  );
};
