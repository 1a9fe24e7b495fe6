/**
 * What every paged list handler shares (docs/decisions/006-list-endpoints.md): the order the query
 * string asks for, the date range in the publisher's timezone, list filters given either way (the hydra
 * page itself is built by `pagedList` in collection.ts).
 */
import type { FastifyRequest } from "fastify";
import { Temporal } from "temporal-polyfill";
import type { OrderDirection } from "../../contracts/list-query";
import { fail, violations } from "../http-error";
import type { PublisherRecord } from "../store/records";
import { NETWORK_TIMEZONE } from "../store/store";
import type { OrderSpec } from "../store/table";

const DAY_MS = 86_400_000;

/** Dates and the date range are read in the publisher's timezone, or the network's when none is set. */
export const timeZoneOf = (user: PublisherRecord): string => user.timezone ?? NETWORK_TIMEZONE;

/**
 * The `order[field]` parameters in the order the query string gives them (the first sorts first),
 * or `fallback` when there is none.
 */
export const requestedOrder = <F extends string>(
  request: FastifyRequest,
  query: { readonly [key: string]: unknown },
  fields: ReadonlyArray<F>,
  fallback: OrderSpec<F>,
): OrderSpec<F>[] => orderOf(Object.keys((request.query ?? {}) as object), query, fields, fallback);

/** The `order[field]` parameters among `keys` (a query's keys in the order given), or `fallback` when there is none. */
export const orderOf = <F extends string>(
  keys: ReadonlyArray<string>,
  query: { readonly [key: string]: unknown },
  fields: ReadonlyArray<F>,
  fallback: OrderSpec<F>,
): OrderSpec<F>[] => {
  const order: OrderSpec<F>[] = [];
  for (const key of keys) {
    const field = /^order\[(.+)\]$/.exec(key)?.[1] as F | undefined;
    const direction = query[key] as OrderDirection | undefined;
    if (field !== undefined && fields.includes(field) && direction !== undefined) order.push({ field, direction });
  }
  return order.length > 0 ? order : [fallback];
};

/** Start and end (exclusive) dates of a "YYYY-MM-DD - YYYY-MM-DD" range, or a 422. */
export const dateRangeDays = (value: string | undefined): { start: string; end: string } | undefined => {
  if (value === undefined || value.trim() === "") return undefined;
  const [start, end] = value.split(" - ") as [string, string];
  let from: Temporal.PlainDate;
  let to: Temporal.PlainDate;
  try {
    from = Temporal.PlainDate.from(start);
    to = Temporal.PlainDate.from(end);
  } catch {
    return fail(violations([{ propertyPath: "dateRange", message: "This value is not a valid date." }]));
  }
  if (Temporal.PlainDate.compare(from, to) >= 0) {
    return fail(
      violations([
        { propertyPath: "dateRange", message: "The end date should come after the start date (the end is the day after the last day)." },
      ]),
    );
  }
  return { start: from.toString(), end: to.toString() };
};

/** The range as instants: from the start of the first day to the start of the end day, in `timeZone`. */
export const dateRangeInstants = (value: string | undefined, timeZone: string): { startMs: number; endMs: number } | undefined => {
  const days = dateRangeDays(value);
  if (!days) return undefined;
  const at = (date: string) => Temporal.PlainDate.from(date).toZonedDateTime({ timeZone }).epochMilliseconds;
  return { startMs: at(days.start), endMs: at(days.end) };
};

/** The items of a list filter given as `name=a,b c` and/or `name[]=a&name[]=b`; undefined when none. */
export const listValues = (single: string | undefined, many: ReadonlyArray<string> | undefined): string[] | undefined => {
  const items = [single ?? "", ...(many ?? [])].flatMap((v) => v.split(/[\s,]+/)).filter((v) => v !== "");
  return items.length > 0 ? items : undefined;
};

/** A search needle (trimmed, lower case), or undefined for an empty one. */
export const needle = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim().toLowerCase();
  return trimmed ? trimmed : undefined;
};

/** Keeps a row when every check keeps it; undefined when there is nothing to check. */
export const allOf = <R>(checks: ReadonlyArray<(row: R) => boolean>): ((row: R) => boolean) | undefined => {
  if (checks.length === 0) return undefined;
  if (checks.length === 1) return checks[0];
  return (row) => {
    for (const check of checks) if (!check(row)) return false;
    return true;
  };
};

/** RFC 3339 in UTC, whole seconds ("2026-11-20T10:11:12Z"). */
export const isoSeconds = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

/** UTC offsets by zone and UTC day: one number for a day without a transition, else one per hour. */
const offsets = new Map<string, number | number[]>();
const offsetAt = (timeZone: string, ms: number) =>
  Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone).offsetNanoseconds / 1e6;

/** "YYYY-MM-DD HH:mm:ss" in `timeZone`; offsets are looked up once per zone and day. */
export const localDateTime = (timeZone: string, ms: number): string => {
  const day = Math.floor(ms / DAY_MS);
  const key = `${timeZone} ${day}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const start = offsetAt(timeZone, day * DAY_MS);
    offset =
      start === offsetAt(timeZone, (day + 1) * DAY_MS)
        ? start
        : Array.from({ length: 24 }, (_, h) => offsetAt(timeZone, day * DAY_MS + h * 3_600_000));
    offsets.set(key, offset);
  }
  const ms2 = ms + (typeof offset === "number" ? offset : offset[Math.floor((ms - day * DAY_MS) / 3_600_000)]!);
  return new Date(ms2).toISOString().slice(0, 19).replace("T", " ");
};
