import { useSession } from "../../app/react";
import { TabbedPage } from "../../ui/tabbed-page";

/** Reports; the Competitions tab exists only when a competition does (spec 02 section 6). */
export default function ReportsPage() {
  const { publisher } = useSession();
  const tabs = [
    { key: "summary", label: "reports.tab.summary" },
    { key: "revenue", label: "reports.tab.revenue" },
    { key: "goalPerformance", label: "reports.tab.goalPerformance" },
    { key: "referral", label: "reports.tab.referral" },
    ...(publisher?.showCompetitions ? [{ key: "competitions", label: "reports.tab.competitions" }] : []),
  ];
  return <TabbedPage titleId="menu.reports" tabs={tabs} />;
}
