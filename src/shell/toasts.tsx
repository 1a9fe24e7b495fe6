/** The notification area: toasts announced politely to screen readers, each closable. */
import { FormattedMessage, useIntl } from "react-intl";
import { useToasts } from "../app/react";
import { toasts } from "../app/toasts";

const TONES = {
  success: "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100",
  error: "border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100",
  info: "border-slate-300 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
} as const;

export const Toasts = () => {
  const list = useToasts();
  const intl = useIntl();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed bottom-4 right-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {list.map((toast) => (
        <div
          key={toast.id}
          role={toast.tone === "error" ? "alert" : "status"}
          className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-3 text-sm shadow-lg ${TONES[toast.tone]}`}
        >
          <p className="flex-1 whitespace-pre-line">
            {toast.messageId ? <FormattedMessage id={toast.messageId} values={toast.values} /> : toast.text}
          </p>
          <button
            type="button"
            aria-label={intl.formatMessage({ id: "toast.close" })}
            onClick={() => toasts.dismiss(toast.id)}
            className="rounded px-1 opacity-70 hover:opacity-100"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
};
