/**
 * `Temporal`: the browser's own where it has one (Chromium 144 and later, Firefox 139 and later), else
 * temporal-polyfill, fetched only then (about 18 KB of gzip JavaScript that current browsers do not
 * need; docs/decisions/019-bundle-and-sort-speed.md). Import `Temporal` from here, never from
 * temporal-polyfill.
 *
 * Where the polyfill is needed, `Temporal` is set once its chunk has arrived: every lazily loaded
 * route waits for `temporalReady` (src/app/lazy-page.ts), and only routes use dates, so no code runs
 * before it. Not a top-level await: that makes Rolldown keep every module the entry shares with a
 * page out of the entry chunk, which split the entry into a dozen chunks and added 4 KB to the login
 * route. Tests run on Node 20, which has no Temporal: vitest installs the polyfill globally first.
 */
import type { Temporal as Types } from "temporal-polyfill";

const native = (globalThis as { Temporal?: typeof Types }).Temporal;

/** The Temporal namespace (native, or the polyfill once `temporalReady` has settled). */
export let Temporal: typeof Types = native as typeof Types;

/** Settles when `Temporal` can be used: at once where the browser has it, else when the polyfill has loaded. */
export const temporalReady: Promise<void> =
  native !== undefined
    ? Promise.resolve()
    : import("temporal-polyfill").then((polyfill) => {
        Temporal = polyfill.Temporal;
      });

// The types travel under the same name as the value, as they did with `import { Temporal } from
// "temporal-polyfill"`, so call sites keep writing `Temporal.PlainDate` for both.
// eslint-disable-next-line @typescript-eslint/no-namespace -- types only: no code is emitted
export declare namespace Temporal {
  export type Instant = Types.Instant;
  export type PlainDate = Types.PlainDate;
  export type PlainYearMonth = Types.PlainYearMonth;
}
