/**
 * The publisher's saved report views and column choices (decision 061): stored per publisher,
 * written whole. Beyond the contract's shapes and limits, a view's id and its name (ignoring case and
 * surrounding spaces) are unique.
 */
import { type Violation, iri } from "../../contracts/hydra";
import type { ReportPreferences, ReportPreferencesInput } from "../../contracts/report-views.contract";
import type { HandlersOf } from "../handler-types";
import { assertValid } from "../http-error";
import type { Store } from "../store/store";
import type { PublisherRecord } from "../store/records";
import { isoSeconds } from "./list";

const wire = (store: Store, user: PublisherRecord): ReportPreferences => {
  const stored = store.reportPreferences.get(user.relativeId);
  return {
    "@id": iri("report_preferences"),
    "@type": "ReportPreferences",
    hiddenColumns: stored?.hiddenColumns ?? {},
    views: stored?.views ?? [],
    updatedAt: stored ? isoSeconds(stored.updatedAtMs) : null,
  };
};

const duplicates = (payload: ReportPreferencesInput): Violation[] => {
  const ids = new Set<string>();
  const names = new Set<string>();
  return payload.views.flatMap((view, i): Violation[] => {
    const found: Violation[] = [];
    if (ids.has(view.id)) found.push({ propertyPath: `views[${i}].id`, message: "Another view has this id." });
    const name = view.name.trim().toLowerCase();
    if (names.has(name)) found.push({ propertyPath: `views[${i}].name`, message: "A view with this name already exists." });
    ids.add(view.id);
    names.add(name);
    return found;
  });
};

export const reportViewHandlers: HandlersOf<"reportViews"> = {
  get(_input, { requireUser, store }) {
    return wire(store, requireUser());
  },
  put({ payload }, { requireUser, store, clock }) {
    const user = requireUser();
    assertValid(duplicates(payload));
    store.reportPreferences.set(user.relativeId, {
      hiddenColumns: payload.hiddenColumns,
      views: payload.views,
      updatedAtMs: clock.nowMs(),
    });
    return wire(store, user);
  },
};
