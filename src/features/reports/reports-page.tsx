/**
 * Reports (spec 02 sections 2, 5 and 6): Summary, Revenue, Goal performance, Referral, and
 * Competitions only when a competition exists; the tab is `selectedTab`, and every tab keeps its
 * state in the URL (a copied link opens the same report).
 */
import { useLocation } from "react-router-dom";
import { useSession } from "../../app/react";
import { TabbedPage } from "../../ui/tabbed-page";
import { CompetitionsView } from "./competitions-view";
import { ReferralView } from "./referral-view";
import { ReportView } from "./report-view";
import { useAccountPreferences } from "./use-report-preferences";

export default function ReportsPage() {
  const { publisher } = useSession();
  useAccountPreferences();
  // A saved view opened from the page starts its tab afresh, as its link would (saved-views.tsx).
  const opened = (useLocation().state as { openedView?: string } | null)?.openedView ?? "";
  const tabs = [
    { key: "summary", label: "reports.tab.summary", content: <ReportView key={`summary ${opened}`} tab="summary" /> },
    { key: "revenue", label: "reports.tab.revenue", content: <ReportView key={`revenue ${opened}`} tab="revenue" /> },
    {
      key: "goalPerformance",
      label: "reports.tab.goalPerformance",
      content: <ReportView key={`goalPerformance ${opened}`} tab="goalPerformance" />,
    },
    { key: "referral", label: "reports.tab.referral", content: <ReferralView /> },
    ...(publisher?.showCompetitions ? [{ key: "competitions", label: "reports.tab.competitions", content: <CompetitionsView /> }] : []),
  ];
  return <TabbedPage titleId="menu.reports" tabs={tabs} />;
}
