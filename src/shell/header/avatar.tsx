/**
 * The first-letter avatar (spec 01 section 2): the colour is derived from relativeId. Every colour
 * keeps white text above 5:1 contrast (WCAG AA for any text size), in light and dark mode alike.
 */
export const AVATAR_COLOURS = [
  "#0f766e", // teal-700
  "#0369a1", // sky-700
  "#4338ca", // indigo-700
  "#6d28d9", // violet-700
  "#a21caf", // fuchsia-700
  "#be123c", // rose-700
  "#b45309", // amber-700
  "#047857", // emerald-700
  "#1d4ed8", // blue-700
  "#c2410c", // orange-700
] as const;

/** The palette entry for a publisher: relativeId modulo the palette's length. */
export const avatarColour = (relativeId: number): string => AVATAR_COLOURS[Math.abs(relativeId) % AVATAR_COLOURS.length]!;

/** The first letter of the name, upper-cased ("?" when there is none). */
export const initialOf = (name: string): string => Array.from(name.trim())[0]?.toLocaleUpperCase() ?? "?";

export const Avatar = ({ name, relativeId, className = "size-8 text-sm" }: { name: string; relativeId: number; className?: string }) => (
  <span
    aria-hidden="true"
    style={{ backgroundColor: avatarColour(relativeId) }}
    className={`inline-flex shrink-0 select-none items-center justify-center rounded-full font-semibold text-white ring-2 ring-white dark:ring-slate-900 ${className}`}
  >
    {initialOf(name)}
  </span>
);
