/**
 * The publisher's saved report views and column choices, kept on the account (issue 27.4;
 * docs/decisions/061-views-on-the-account.md): read at once, written whole. The portal keeps its copy
 * in the journal (decision 036) and writes every change through, so the views follow the publisher to
 * another browser and outlast a logout.
 */
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { Schema } from "effect";
import { ConstraintViolationList, Iri, ld } from "./hydra";
import { Session } from "./session";

/** Saved views at most, and hidden metrics per tab, and tabs with a choice. */
export const VIEWS_LIMIT = 50;
export const HIDDEN_COLUMNS_LIMIT = 40;
export const COLUMN_TABS_LIMIT = 10;
/** A view's longest name and query (the client's limits, decision 036). */
export const VIEW_NAME_MAX = 60;
export const VIEW_SEARCH_MAX = 1500;

const Key = (what: string, pattern: RegExp, max: number) =>
  Schema.String.pipe(
    Schema.pattern(pattern, { message: () => `The ${what} should be letters, digits, "_" or "-".` }),
    Schema.maxLength(max, { message: () => `The ${what} should be at most ${max} characters.` }),
  );

export const ReportTabKey = Key("tab", /^[A-Za-z][A-Za-z0-9_]*$/, 40);
export const MetricKey = Key("metric", /^[A-Za-z][A-Za-z0-9_]*$/, 64);

export const SavedReportView = Schema.Struct({
  id: Key("view id", /^[a-z0-9][a-z0-9-]*$/, 40),
  name: Schema.String.pipe(
    Schema.filter((name) => name.trim().length > 0 || "The name should not be blank."),
    Schema.maxLength(VIEW_NAME_MAX, { message: () => `The name should be at most ${VIEW_NAME_MAX} characters.` }),
  ),
  tab: ReportTabKey,
  search: Schema.String.pipe(
    Schema.maxLength(VIEW_SEARCH_MAX, { message: () => `The view's query should be at most ${VIEW_SEARCH_MAX} characters.` }),
  ).annotations({ description: "The report's query string without '?' (selectedTab included)" }),
  savedAt: Schema.String.pipe(
    Schema.pattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/, {
      message: () => "The time should be an RFC 3339 date-time.",
    }),
  ),
}).annotations({ identifier: "SavedReportView" });
export type SavedReportView = typeof SavedReportView.Type;

const TAB_KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

// The key is checked by the filter below: a record's refined key drops a key that fails it instead of refusing it.
const HiddenColumns = Schema.Record({
  key: Schema.String,
  value: Schema.Array(MetricKey).pipe(
    Schema.maxItems(HIDDEN_COLUMNS_LIMIT, { message: () => `At most ${HIDDEN_COLUMNS_LIMIT} hidden metrics per tab.` }),
  ),
})
  .pipe(
    Schema.filter((tabs) => Object.keys(tabs).every((tab) => TAB_KEY.test(tab)) || 'A tab should be letters, digits or "_", at most 40.'),
    Schema.filter((tabs) => Object.keys(tabs).length <= COLUMN_TABS_LIMIT || `Column choices for at most ${COLUMN_TABS_LIMIT} tabs.`),
  )
  .annotations({ description: "Per report tab, the metrics the publisher hid" });

/** What the portal writes: every view and every column choice (the whole set replaces the stored one). */
export const ReportPreferencesInput = Schema.Struct({
  hiddenColumns: HiddenColumns,
  views: Schema.Array(SavedReportView).pipe(Schema.maxItems(VIEWS_LIMIT, { message: () => `At most ${VIEWS_LIMIT} saved views.` })),
}).annotations({ identifier: "ReportPreferencesInput" });
export type ReportPreferencesInput = typeof ReportPreferencesInput.Type;

export const ReportPreferences = Schema.Struct({
  "@context": Schema.optional(Schema.String),
  "@id": Iri,
  "@type": Schema.Literal("ReportPreferences"),
  hiddenColumns: HiddenColumns,
  views: Schema.Array(SavedReportView),
  updatedAt: Schema.NullOr(Schema.String).annotations({ description: "When they were last written (RFC 3339); null: never" }),
}).annotations({ identifier: "ReportPreferences" });
export type ReportPreferences = typeof ReportPreferences.Type;

export const ReportViewsGroup = HttpApiGroup.make("reportViews")
  .add(HttpApiEndpoint.get("get", "/report_preferences").addSuccess(ld(ReportPreferences)))
  .add(
    HttpApiEndpoint.put("put", "/report_preferences")
      .setPayload(ld(ReportPreferencesInput))
      .addSuccess(ld(ReportPreferences))
      .addError(ConstraintViolationList),
  )
  .middleware(Session);
