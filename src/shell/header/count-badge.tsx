/** The unread badge on a header icon; the count is part of the control's accessible name, so the badge is hidden from it. */
export const CountBadge = ({ count }: { count: number }) =>
  count > 0 ? (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute -right-0.5 -top-0.5 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-rose-600 px-1 text-[0.6875rem] font-semibold leading-none tabular-nums text-white ring-2 ring-white dark:ring-slate-900"
    >
      {count > 99 ? "99+" : count}
    </span>
  ) : null;
