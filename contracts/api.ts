/**
 * The whole publisher API: one `HttpApi` built from one group per domain. The OpenAPI document,
 * the mock server and the client are all derived from this value. Adding a domain is one
 * `*.contract.ts` file, one `.add(...)` here and one line in src/api/groups.ts (where the client finds
 * the group: with the API layer, or at its first call; tests/api/lazy-groups.test.ts fails without it).
 */
import { HttpApi, OpenApi } from "@effect/platform";
import { ApiTokensGroup } from "./api-tokens.contract";
import { AuthGroup } from "./auth.contract";
import { CompetitionsGroup } from "./competitions.contract";
import { ConversionsGroup } from "./conversions.contract";
import { DashboardGroup } from "./dashboard.contract";
import { DomainsGroup } from "./domains.contract";
import { LookupsGroup } from "./lookups.contract";
import { NotificationsGroup } from "./notifications.contract";
import { OffersGroup } from "./offers.contract";
import { PaymentsGroup } from "./payments.contract";
import { PostbacksGroup } from "./postbacks.contract";
import { PayoutGroup } from "./payout.contract";
import { PromoCodesGroup } from "./promo-codes.contract";
import { ProfileGroup, ReferenceGroup } from "./publisher";
import { RegistrationGroup } from "./registration.contract";
import { ReportsGroup } from "./reports.contract";
import { ReportSchedulesGroup } from "./report-schedules.contract";
import { PayoutTermsGroup } from "./payout-terms.contract";
import { ReportViewsGroup } from "./report-views.contract";
import { SearchGroup } from "./search.contract";
import { withSharedErrors } from "./shared-errors";
import { CdnGroup, ShellGroup } from "./shell.contract";
import { ShortlinksGroup } from "./shortlinks.contract";
import { SmartlinksGroup } from "./smartlinks.contract";
import { SupportGroup } from "./support.contract";
import { SupportChatGroup } from "./support-chat.contract";
import { TransactionsGroup } from "./transactions.contract";
import { TwoStepGroup } from "./two-step.contract";

export const PublisherApi = withSharedErrors(
  HttpApi.make("publisher")
    .add(AuthGroup)
    .add(RegistrationGroup)
    .add(ProfileGroup)
    .add(ReferenceGroup)
    .add(ShellGroup)
    .add(PayoutGroup)
    .add(CdnGroup)
    .add(ConversionsGroup)
    .add(TransactionsGroup)
    .add(PaymentsGroup)
    .add(OffersGroup)
    .add(LookupsGroup)
    .add(DomainsGroup)
    .add(ShortlinksGroup)
    .add(PostbacksGroup)
    .add(SmartlinksGroup)
    .add(ReportsGroup)
    .add(DashboardGroup)
    .add(CompetitionsGroup)
    .add(NotificationsGroup)
    .add(PromoCodesGroup)
    .add(SupportGroup)
    .add(SearchGroup)
    .add(ReportViewsGroup)
    .add(SupportChatGroup)
    .add(ApiTokensGroup)
    .add(ReportSchedulesGroup)
    .add(TwoStepGroup)
    .add(PayoutTermsGroup),
)
  .annotate(OpenApi.Title, "Publisher Portal API")
  .annotate(OpenApi.Version, "1.0.0")
  .annotate(OpenApi.Description, "Publisher API of the affiliate network (API Platform, JSON-LD / Hydra).");

export type PublisherApi = typeof PublisherApi;
