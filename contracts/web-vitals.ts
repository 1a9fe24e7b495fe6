/**
 * What the portal reports of its own Core Web Vitals (decision 064): one metric per report, as the
 * `web-vitals` library measured it, with the pattern of the route the page was loaded at. Nothing
 * of the publisher: no URL with its ids or query, no account, no device. The mock server keeps
 * them at `/__mock/vitals` and refuses a report with a field more.
 */
import { Schema } from "effect";

/** The metrics reported: the three Core Web Vitals and the time to the first byte. */
export const VitalName = Schema.Literal("LCP", "INP", "CLS", "TTFB");

/**
 * A route pattern of the portal ("/publisher/offers/:id", "/publisher/*"): path segments of lower-case
 * letters, `_` and `-`, parameters (`:id`) and a final `*`; no digits, so no concrete id gets through.
 */
export const ROUTE_PATTERN = /^\/publisher\/(?:(?:[a-z_-]+|:[a-z]+)(?:\/(?:[a-z_-]+|:[a-z]+))*(?:\/\*)?|\*)?$/;

export const VitalsReport = Schema.Struct({
  name: VitalName,
  value: Schema.Number.pipe(Schema.finite(), Schema.nonNegative()),
  rating: Schema.Literal("good", "needs-improvement", "poor"),
  delta: Schema.Number.pipe(Schema.finite()),
  /** The library's id of this metric on this page load (`v6-<time>-<random>`): repeated reports of one metric share it. */
  id: Schema.String.pipe(Schema.pattern(/^v\d+-\d+-\d+$/)),
  navigationType: Schema.Literal("navigate", "reload", "back-forward", "back-forward-cache", "prerender", "restore", "soft-navigation"),
  route: Schema.String.pipe(Schema.maxLength(200), Schema.pattern(ROUTE_PATTERN)),
  /** The portal's version. */
  release: Schema.String.pipe(Schema.pattern(/^[\w.+-]{1,40}$/)),
}).annotations({ identifier: "VitalsReport" });
export type VitalsReport = typeof VitalsReport.Type;
