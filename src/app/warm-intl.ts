/**
 * Makes the browser's Intl ready before the first render with data needs it, one kind of format per
 * task (docs/decisions/065-main-thread-in-slices.md).
 *
 * The first `Intl.NumberFormat` of a page loads ICU's number data, the first `Intl.DateTimeFormat`
 * its calendar data: 60-120 ms each on a phone's CPU, paid by whichever code asks first. Asked by a
 * page's first render they made its longest task; asked here, each in a task of its own while the
 * page's modules and answers are still on their way, they cost the render nothing.
 */
const KINDS: ReadonlyArray<(locale: string) => unknown> = [
  (locale) => new Intl.NumberFormat(locale).format(1),
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(0),
  (locale) => new Intl.PluralRules(locale).select(1),
];

/** Makes one format of each kind for `locale`, each in its own task; `schedule` defaults to a zero timeout. */
export const warmIntl = (locale: string, schedule: (run: () => void) => void = (run) => void setTimeout(run, 0)): void => {
  const next = (index: number) => {
    const kind = KINDS[index];
    if (!kind) return;
    schedule(() => {
      try {
        kind(locale);
      } catch {
        // A locale this browser's Intl cannot make: the page's own formats will say so.
      }
      next(index + 1);
    });
  };
  next(0);
};
