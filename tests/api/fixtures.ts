/** Bodies that satisfy the contracts. */
import type { Publisher } from "../../contracts/publisher";

export const demoPublisher: Publisher = {
  "@id": "/publisher/api/publishers/7",
  "@type": "Publisher",
  username: "demo",
  email: "demo@example.com",
  phone: null,
  messenger: null,
  contactInfo: null,
  temporaryEmail: null,
  relativeId: 7,
  balance: 12.5,
  timezone: "Europe/Prague",
  timezoneInfo: { label: "Europe/Prague", value: "Europe/Prague" },
  networkTimezone: "Europe/Prague",
  locale: "en-US",
  language: "en",
  languageInfo: { icon: "gb", value: "en", label: "English" },
  currency: { name: "USD", symbol: "$" },
  manager: null,
  customer: { networkId: "net-1", customJs: null, promo: null, roles: [] },
  showCompetitions: false,
  showCompetitionsLabel: false,
  statusNew: false,
  hasReferrer: false,
  referrerLink: null,
  referralsNumber: 0,
  referrerStat: null,
  disableUsername: false,
  dateOfBirth: null,
  customFieldValues: [],
};

export const registration = {
  email: "new@example.com",
  username: "new",
  plainPassword: "New-pass-1",
  repeatPlainPassword: "New-pass-1",
  messenger: "/publisher/api/register/messengers/1",
  contactInfo: "@new",
  customFieldValues: [],
};
