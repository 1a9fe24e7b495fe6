/** What the mock store keeps beyond the wire shapes of the contracts. */
import type { CustomFieldValue, LanguageCode, Manager } from "../../contracts/publisher";

export interface PublisherRecord {
  relativeId: number;
  username: string;
  email: string;
  /** Kept in memory only; never logged, never returned. */
  password: string;
  /** The registration was confirmed by its e-mail token. */
  confirmed: boolean;
  statusNew: boolean;
  phone: string | null;
  contactInfo: string | null;
  messenger: string | null;
  temporaryEmail: string | null;
  timezone: string | null;
  language: LanguageCode;
  currency: { name: string; symbol: string };
  manager: Manager | null;
  roles: string[];
  networkId: string;
  customJs: string | null;
  promo: string | null;
  showCompetitions: boolean;
  showCompetitionsLabel: boolean;
  referrer: number | null;
  referralsNumber: number;
  disableUsername: boolean;
  dateOfBirth: string | null;
  customFieldValues: CustomFieldValue[];
  balance: number;
  unseenNotifications: number;
  seenAnnouncements: Set<number>;
  registrationReferrerToken: string | null;
  utmSource: string | null;
}

export type TokenKind = "activation" | "password_reset" | "email_change";

export interface TokenRecord {
  kind: TokenKind;
  relativeId: number;
  expiresAtMs: number;
  used: boolean;
  newEmail?: string;
}

export interface SessionRecord {
  relativeId: number;
  expiresAtMs: number | null;
}

export interface MailRecord {
  id: number;
  to: string;
  kind: TokenKind | "pin";
  subject: string;
  token?: string;
  pin?: string;
  link?: string;
  sentAt: string;
}

export interface PayoutAccountRecord {
  id: number;
  relativeId: number;
  methodId: number;
  account: string;
  active: boolean;
  createdAt: string;
}

export interface PinRecord {
  pin: string;
  expiresAtMs: number;
}

export interface MediaObjectRecord {
  id: number;
  mimeType: "image/png" | "image/jpeg";
  size: number;
  data: Buffer;
}

export interface AnnouncementRecord {
  id: number;
  title: Record<LanguageCode, string>;
  publishedAt: string;
  previewImagePath: string | null;
}
