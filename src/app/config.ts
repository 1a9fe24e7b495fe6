/** Run-time settings the server writes into index.html as <meta> tags (so one build serves any backend). */
const meta = (name: string): string | undefined =>
  typeof document === "undefined" ? undefined : (document.querySelector(`meta[name="${name}"]`)?.getAttribute("content") ?? undefined);

/** Where request errors are reported (the mock server collects them at /__mock/error-reports). */
export const errorReportUrl = (): string | undefined => meta("portal:error-report-url");

/** Whether the statechart inspector may be opened in a production build. */
export const inspectorEnabled = (): boolean => import.meta.env.DEV || meta("portal:inspector") === "on";

/** The setting that opts a developer in to the online Stately inspector (see src/inspector/stately.ts). */
export const STATELY_SETTING = "publisher-portal.stately";

export const statelyWanted = (): boolean => {
  try {
    return window.localStorage.getItem(STATELY_SETTING) === "on";
  } catch {
    return false;
  }
};
