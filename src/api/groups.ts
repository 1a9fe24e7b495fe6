/**
 * Where the client finds each group of the contracts (docs/decisions/063-contract-groups-on-first-call.md).
 *
 * Building a group's schemas is work done when its module runs: for all 25 groups, about a quarter of
 * the API layer's start-up on a phone. The groups every signed-in page calls at once (the profile,
 * the shell's badges and balance, the chat's unread count), the login's and the registration's (whose
 * pages load the API layer itself only when they first call it) are here from the start;
 * every other group's module is imported at its first call. A page whose module imports its own
 * contract (most do, for their query schemas) brings its group with it, and that import is then
 * answered at once. tests/api/lazy-groups.test.ts holds this list to `PublisherApi`'s groups.
 */
import type { HttpApi, HttpApiGroup } from "@effect/platform";
import type { PublisherApi } from "../../contracts/api";
import { AuthGroup } from "../../contracts/auth.contract";
import { ProfileGroup, ReferenceGroup } from "../../contracts/publisher";
import { RegistrationGroup } from "../../contracts/registration.contract";
import { CdnGroup, ShellGroup } from "../../contracts/shell.contract";
import { SupportChatGroup } from "../../contracts/support-chat.contract";

type Groups = PublisherApi extends HttpApi.HttpApi<infer _Id, infer G, infer _E, infer _R> ? G : never;

/** A group's identifier (`api.<identifier>.<endpoint>`). */
export type GroupName = Groups["identifier"];

type AnyGroup = HttpApiGroup.HttpApiGroup.Any;

/**
 * A group that is there from the start, or one whose module is imported at its first call; `optional`:
 * a capability the backend may lack (./capabilities.ts, docs/decisions/085-optional-capabilities.md).
 */
export type GroupSource = ({ readonly group: AnyGroup } | { readonly load: () => Promise<AnyGroup> }) & { readonly optional?: true };

export const GROUPS: Readonly<Record<GroupName, GroupSource>> = {
  auth: { group: AuthGroup },
  profile: { group: ProfileGroup },
  reference: { group: ReferenceGroup },
  shell: { group: ShellGroup },
  cdn: { group: CdnGroup },
  supportChat: { group: SupportChatGroup },
  registration: { group: RegistrationGroup },
  payout: { load: () => import("../../contracts/payout.contract").then((m) => m.PayoutGroup) },
  conversions: { load: () => import("../../contracts/conversions.contract").then((m) => m.ConversionsGroup) },
  transactions: { load: () => import("../../contracts/transactions.contract").then((m) => m.TransactionsGroup) },
  payments: { load: () => import("../../contracts/payments.contract").then((m) => m.PaymentsGroup) },
  offers: { load: () => import("../../contracts/offers.contract").then((m) => m.OffersGroup) },
  lookups: { load: () => import("../../contracts/lookups.contract").then((m) => m.LookupsGroup) },
  domains: { load: () => import("../../contracts/domains.contract").then((m) => m.DomainsGroup) },
  shortlinks: { load: () => import("../../contracts/shortlinks.contract").then((m) => m.ShortlinksGroup) },
  postbacks: { load: () => import("../../contracts/postbacks.contract").then((m) => m.PostbacksGroup) },
  smartlinks: { load: () => import("../../contracts/smartlinks.contract").then((m) => m.SmartlinksGroup) },
  reports: { load: () => import("../../contracts/reports.contract").then((m) => m.ReportsGroup) },
  dashboard: { load: () => import("../../contracts/dashboard.contract").then((m) => m.DashboardGroup) },
  competitions: { load: () => import("../../contracts/competitions.contract").then((m) => m.CompetitionsGroup) },
  notifications: { load: () => import("../../contracts/notifications.contract").then((m) => m.NotificationsGroup) },
  promoCodes: { load: () => import("../../contracts/promo-codes.contract").then((m) => m.PromoCodesGroup) },
  support: { load: () => import("../../contracts/support.contract").then((m) => m.SupportGroup) },
  search: { load: () => import("../../contracts/search.contract").then((m) => m.SearchGroup) },
  reportViews: { load: () => import("../../contracts/report-views.contract").then((m) => m.ReportViewsGroup) },
  apiTokens: { load: () => import("../../contracts/api-tokens.contract").then((m) => m.ApiTokensGroup), optional: true },
  reportSchedules: {
    load: () => import("../../contracts/report-schedules.contract").then((m) => m.ReportSchedulesGroup),
    optional: true,
  },
  twoStep: { load: () => import("../../contracts/two-step.contract").then((m) => m.TwoStepGroup), optional: true },
  payoutTerms: { load: () => import("../../contracts/payout-terms.contract").then((m) => m.PayoutTermsGroup), optional: true },
};
