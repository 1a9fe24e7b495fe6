/** Every contract endpoint's handler, by group. The compiler checks this covers the contracts. */
import type { ApiHandlers } from "../handler-types";
import { apiTokenHandlers } from "./api-tokens";
import { authHandlers } from "./auth";
import { cdnHandlers } from "./cdn";
import { competitionHandlers } from "./competitions";
import { conversionHandlers } from "./conversions";
import { dashboardHandlers } from "./dashboard";
import { domainHandlers } from "./domains";
import { lookupHandlers } from "./lookups";
import { notificationHandlers } from "./notifications";
import { offerHandlers } from "./offers";
import { paymentHandlers } from "./payments";
import { postbackHandlers } from "./postbacks";
import { payoutHandlers } from "./payout";
import { profileHandlers, referenceHandlers } from "./profile";
import { promoCodeHandlers } from "./promo-codes";
import { registrationHandlers } from "./registration";
import { reportHandlers } from "./reports";
import { reportScheduleHandlers } from "./report-schedules";
import { payoutTermsHandlers } from "./payout-terms";
import { reportViewHandlers } from "./report-views";
import { searchHandlers } from "./search";
import { shellHandlers } from "./shell";
import { shortlinkHandlers } from "./shortlinks";
import { smartlinkHandlers } from "./smartlinks";
import { supportHandlers } from "./support";
import { supportChatHandlers } from "./support-chat";
import { transactionHandlers } from "./transactions";
import { twoStepHandlers } from "./two-step";

export const handlers: ApiHandlers = {
  auth: authHandlers,
  registration: registrationHandlers,
  profile: profileHandlers,
  reference: referenceHandlers,
  shell: shellHandlers,
  payout: payoutHandlers,
  cdn: cdnHandlers,
  conversions: conversionHandlers,
  transactions: transactionHandlers,
  payments: paymentHandlers,
  offers: offerHandlers,
  lookups: lookupHandlers,
  domains: domainHandlers,
  shortlinks: shortlinkHandlers,
  postbacks: postbackHandlers,
  smartlinks: smartlinkHandlers,
  reports: reportHandlers,
  dashboard: dashboardHandlers,
  competitions: competitionHandlers,
  notifications: notificationHandlers,
  promoCodes: promoCodeHandlers,
  support: supportHandlers,
  search: searchHandlers,
  reportViews: reportViewHandlers,
  supportChat: supportChatHandlers,
  apiTokens: apiTokenHandlers,
  reportSchedules: reportScheduleHandlers,
  twoStep: twoStepHandlers,
  payoutTerms: payoutTermsHandlers,
};
