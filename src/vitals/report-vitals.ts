/**
 * Reports the page's Core Web Vitals (LCP, INP, CLS) and its TTFB, as `web-vitals` measures them, to
 * the address the server named (`<meta name="portal:vitals-url">`; decision 064).
 *
 * An entry of the build of its own, imported by nothing of the portal: the server writes, only when
 * the network turned the reports on (PORTAL_VITALS=on), a script that imports this module once the
 * page has loaded and the main thread is idle. The library reads the entries the browser buffered
 * before it arrived. So it adds nothing to what a page loads before it renders, and with the setting
 * off nothing of it is loaded at all. Importing anything of the portal here would split that module
 * into a chunk the entry shares (lint holds it).
 *
 * A report holds the metric and the pattern of the route the page was loaded at, never the URL (its
 * ids, its query) nor anything of the publisher.
 */
import { type MetricType, onCLS, onINP, onLCP, onTTFB } from "web-vitals";
import type { VitalsReport } from "../../contracts/web-vitals";
import { routePattern } from "./route-pattern";

const url = document.querySelector('meta[name="portal:vitals-url"]')?.getAttribute("content");

/** The path the document was loaded at: the metrics are the page load's, whatever the portal showed since. */
const loadedPath = (): string => {
  const [navigation] = performance.getEntriesByType("navigation");
  return navigation ? new URL(navigation.name).pathname : window.location.pathname;
};

/** The metrics this module asks the library for. */
type Reported = Extract<MetricType, { name: VitalsReport["name"] }>;

const send = (address: string, route: string, { name, value, rating, delta, id, navigationType }: Reported) => {
  const report: VitalsReport = { name, value, rating, delta, id, navigationType, route, release: __APP_VERSION__ };
  const body = JSON.stringify(report);
  // A beacon leaves even while the page is being hidden or unloaded; when the browser refuses it, a
  // keepalive fetch does the same.
  let sent = false;
  try {
    sent = navigator.sendBeacon(address, new Blob([body], { type: "application/json" }));
  } catch {
    // A browser that refuses a JSON beacon to another origin throws; the fetch below goes instead.
  }
  if (sent) return;
  void fetch(address, { method: "POST", headers: { "content-type": "application/json" }, body, keepalive: true }).catch(() => {
    // A report that cannot leave is dropped: measuring must never become an error of its own.
  });
};

const route = routePattern(loadedPath(), __ROUTE_PATTERNS__);
if (url && route) {
  const report = (metric: Reported) => send(url, route, metric);
  onTTFB(report);
  onLCP(report);
  onCLS(report);
  onINP(report);
}
