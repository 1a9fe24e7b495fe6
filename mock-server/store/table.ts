/**
 * Rows queried the way a list endpoint needs: filtered by a predicate, ordered by one or more
 * columns, then paged. Each column's ascending order (and the rank of every row in it) is built once,
 * on first use, so that a request walks the rows once instead of sorting them.
 */
export type SortValue = number | string | null;

export interface OrderSpec<F extends string> {
  readonly field: F;
  readonly direction: "asc" | "desc";
}

/** Nulls first, then numbers or strings in their natural (code unit) order. */
export const compareValues = (a: SortValue, b: SortValue): number => {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
};

export class Table<R, F extends string> {
  private readonly orders = new Map<F, Int32Array>();
  private readonly ranks = new Map<F, Int32Array>();

  constructor(
    readonly rows: ReadonlyArray<R>,
    private readonly columns: { readonly [K in F]: (row: R) => SortValue },
  ) {}

  get size(): number {
    return this.rows.length;
  }

  /** Row positions by `field` ascending; ties keep the rows' own order. */
  ascending(field: F): Int32Array {
    let order = this.orders.get(field);
    if (!order) {
      const value = this.columns[field];
      const values = this.rows.map(value);
      order = new Int32Array(values.length);
      for (let i = 0; i < order.length; i++) order[i] = i;
      let sorted = true;
      for (let i = 1; i < values.length && sorted; i++) sorted = compareValues(values[i - 1]!, values[i]!) <= 0;
      if (!sorted) order.sort((a, b) => compareValues(values[a]!, values[b]!) || a - b);
      this.orders.set(field, order);
    }
    return order;
  }

  /** The dense rank of every row (by position) in `field`'s ascending order: equal values, equal ranks. */
  private rank(field: F): Int32Array {
    let rank = this.ranks.get(field);
    if (!rank) {
      const order = this.ascending(field);
      const value = this.columns[field];
      rank = new Int32Array(order.length);
      let current = 0;
      for (let i = 0; i < order.length; i++) {
        if (i > 0 && compareValues(value(this.rows[order[i - 1]!]!), value(this.rows[order[i]!]!)) !== 0) current++;
        rank[order[i]!] = current;
      }
      this.ranks.set(field, rank);
    }
    return rank;
  }

  /**
   * Positions of the rows that pass `keep`, ordered by `order` (the first entry sorts first); rows that
   * tie on every entry keep their own order, reversed when the first entry is descending.
   */
  select(keep: ((row: R) => boolean) | undefined, order: ReadonlyArray<OrderSpec<F>>): Int32Array {
    const rows = this.rows;
    const out = new Int32Array(rows.length);
    let n = 0;
    const [first, ...rest] = order;
    if (!first) {
      for (let p = 0; p < rows.length; p++) if (!keep || keep(rows[p]!)) out[n++] = p;
      return out.subarray(0, n);
    }
    const ascending = this.ascending(first.field);
    if (rest.length === 0) {
      if (first.direction === "asc") {
        for (let i = 0; i < ascending.length; i++) {
          const p = ascending[i]!;
          if (!keep || keep(rows[p]!)) out[n++] = p;
        }
      } else {
        for (let i = ascending.length - 1; i >= 0; i--) {
          const p = ascending[i]!;
          if (!keep || keep(rows[p]!)) out[n++] = p;
        }
      }
      return out.subarray(0, n);
    }
    for (let p = 0; p < rows.length; p++) if (!keep || keep(rows[p]!)) out[n++] = p;
    const keys = order.map((o) => ({ rank: this.rank(o.field), sign: o.direction === "asc" ? 1 : -1 }));
    const tie = keys[0]!.sign;
    return out.subarray(0, n).sort((a, b) => {
      for (const key of keys) {
        const d = key.rank[a]! - key.rank[b]!;
        if (d !== 0) return d * key.sign;
      }
      return (a - b) * tie;
    });
  }
}
