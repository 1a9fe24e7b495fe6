/**
 * A read-only list seeded per publisher, without touching the store (docs/adding-an-area.md): rows
 * generated on the publisher's first request after a reset, deterministic from the reset's seed, its
 * clock, the list's name and the publisher, kept in a `Table` for filtering, ordering and paging. A
 * list the publisher changes (a form, an action) keeps its rows in the store instead.
 */
import type { PublisherRecord } from "../store/records";
import { Random } from "../store/random";
import type { Store } from "../store/store";
import { type SortValue, Table } from "../store/table";

/** What a seed function is given: its own random numbers, the publisher and the reset's clock. */
export interface SeedContext {
  readonly random: Random;
  readonly publisher: PublisherRecord;
  /** The server clock at the last reset: dates are placed before it. */
  readonly seededAtMs: number;
}

/** A string's 32-bit hash (FNV-1a), to give each list its own random sequence. */
const hash = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
};

/**
 * The list `name`'s table of a publisher: `seed` makes its rows (a new publisher, `statusNew`, usually
 * has none), `columns` are the values it can be ordered by. One table per store, reset and publisher.
 */
export const seededList = <R, F extends string>(
  name: string,
  seed: (context: SeedContext) => ReadonlyArray<R>,
  columns: { readonly [K in F]: (row: R) => SortValue },
) => {
  const tables = new WeakMap<Store, { reset: string; byPublisher: Map<number, Table<R, F>> }>();
  return (store: Store, publisher: PublisherRecord): Table<R, F> => {
    const reset = `${store.seed}:${store.seededAtMs}`;
    let cache = tables.get(store);
    if (cache?.reset !== reset) tables.set(store, (cache = { reset, byPublisher: new Map() }));
    let table = cache.byPublisher.get(publisher.relativeId);
    if (!table) {
      const random = new Random(hash(`${store.seed}:${name}:${publisher.relativeId}`));
      table = new Table(seed({ random, publisher, seededAtMs: store.seededAtMs }), columns);
      cache.byPublisher.set(publisher.relativeId, table);
    }
    return table;
  };
};
