/** The smartlink verticals with their availability and the action each allows (spec 02 section 3); a reload keeps the last answer shown. */
import { FormattedMessage } from "react-intl";
import type { SmartlinkVertical } from "../../../contracts/smartlinks.contract";
import type { ApiQuery } from "../../app/use-api-query";
import { Card } from "../../ui/card";

const AVAILABILITY_CLASS: Record<SmartlinkVertical["availability"], string> = {
  available: "text-emerald-800 dark:text-emerald-200",
  on_request: "text-sky-800 dark:text-sky-200",
  disabled: "text-slate-600 dark:text-slate-400",
};

export const VerticalsSection = ({ query }: { query: ApiQuery<{ readonly "hydra:member": ReadonlyArray<SmartlinkVertical> }> }) => (
  <Card as="section" aria-labelledby="smartlink-verticals" className="px-5 py-4">
    <h2 id="smartlink-verticals" className="text-sm font-medium text-slate-600 dark:text-slate-300">
      <FormattedMessage id="smartlinks.verticals.title" />
    </h2>
    <ul className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {(query.latest?.["hydra:member"] ?? []).map((v) => (
        <li key={v.id} className="flex justify-between gap-3">
          <span className="text-slate-900 dark:text-slate-50">{v.name}</span>
          <span className={AVAILABILITY_CLASS[v.availability]}>
            <FormattedMessage id={`smartlinks.availability.${v.availability}`} />
            {" · "}
            <FormattedMessage id={`smartlinks.verticals.action.${v.availability}`} />
          </span>
        </li>
      ))}
    </ul>
  </Card>
);
