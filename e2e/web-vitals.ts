/** Shared steps of the web-vitals specs (decision 064): the reports the mock server kept, an offer's page, leaving it. */
import type { APIRequestContext, Page } from "@playwright/test";
import { chunkOf } from "./chunks";
import { expect } from "./fixtures";

interface Report {
  readonly name: string;
  readonly route: string;
  readonly [field: string]: unknown;
}

/** The build's web-vitals module. */
export const VITALS_MODULE = chunkOf("src/vitals/report-vitals.ts");
/** The route of the page the specs open. */
export const OFFER_PATTERN = "/publisher/offers/:id";
const OFFER = "/publisher/offers/4102?selectedTab=shortlink";

/** The reports /__mock/vitals kept, oldest first. */
export const reports = async (request: APIRequestContext) =>
  ((await (await request.get("/__mock/vitals")).json()) as { vitals: Report[] }).vitals;
/** The names of the metrics reported, each once, sorted. */
export const names = async (request: APIRequestContext) => [...new Set((await reports(request)).map((report) => report.name))].sort();

/** Opens an offer's page (its address with an id and a query) and waits for the offer. */
export const openOffer = async (page: Page) => {
  const response = await page.goto(OFFER);
  await expect(page.getByRole("main").getByText("#4102").first()).toBeVisible();
  return response!;
};

/**
 * Leaves the page for another document: the browser hides it (a `visibilitychange` of its own; the
 * library finalises LCP only on a trusted one) and the library reports what it holds.
 */
export const leave = (page: Page) => page.goto("about:blank");
