/** What the mock store keeps beyond the wire shapes of the contracts. */
import type { ConversionStatus, ConversionType, Device } from "../../contracts/conversions.contract";
import type { PaymentStatus } from "../../contracts/payments.contract";
import type { CustomFieldValue, LanguageCode, Manager } from "../../contracts/publisher";
import type { TransactionType } from "../../contracts/transactions.contract";
import type { GoalRecord, SourceRecord } from "./traffic";

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

/** A file sent with an e-mail (a scheduled report's CSV). */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: string;
}

export interface MailRecord {
  id: number;
  to: string;
  kind: TokenKind | "pin" | "report";
  subject: string;
  token?: string;
  pin?: string;
  link?: string;
  /** The body, where it says more than the subject (a scheduled report). */
  text?: string;
  attachments?: MailAttachment[];
  /** The report schedule that sent it. */
  scheduleId?: number;
  sentAt: string;
}

export interface PayoutAccountRecord {
  id: number;
  relativeId: number;
  methodId: number;
  account: string;
  minimalPaymentAmount: number | null;
  active: boolean;
  createdAt: string;
  /** The last change (create, edit, made active), by the mock's clock; createdAt until then. */
  updatedAt?: string;
}

export interface PinRecord {
  pin: string;
  expiresAtMs: number;
}

export interface MediaObjectRecord {
  id: number;
  /** The publisher whose session uploaded it; null for an upload made while registering (no session). */
  owner: number | null;
  mimeType: "image/png" | "image/jpeg";
  size: number;
  data: Buffer;
}

export interface AnnouncementRecord {
  id: number;
  title: Record<LanguageCode, string>;
  publishedAt: string;
  previewImagePath: string | null;
  /** Plain text, paragraphs separated by a blank line; empty when the article has no body. */
  body: Record<LanguageCode, string>;
}

/** Text in each interface language. */
export type Localized = Record<LanguageCode, string>;

export interface NotificationRecord {
  id: number;
  relativeId: number;
  title: Localized;
  message: Localized;
  createdAt: string;
  read: boolean;
}

/** A code publishers can activate once each, until it expires. */
export interface PromoCodeRecord {
  code: string;
  amount: number;
  expiresAtMs: number;
}

export interface PromoActivationRecord {
  id: number;
  relativeId: number;
  code: string;
  amount: number;
  activatedAt: string;
  transactionId: number | null;
}

export interface ConversionRecord {
  id: number;
  timeMs: number;
  source: SourceRecord;
  externalClickId: string | null;
  clickId: string;
  subsource: string | null;
  device: Device;
  country: string;
  payout: number;
  type: ConversionType;
  status: ConversionStatus;
  goal: GoalRecord;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
  sub4: string | null;
  sub5: string | null;
  sub6: string | null;
}

export interface TransactionRecord {
  id: number;
  timeMs: number;
  type: TransactionType;
  /** Signed, in the publisher's currency. */
  amount: number;
  balanceAfter: number;
  description: string;
  paymentId: number | null;
}

export interface PaymentRecord {
  id: number;
  /** Inclusive dates, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  methodId: number;
  notes: string | null;
  amount: number;
  processorCommission: number;
  status: PaymentStatus;
  requestedAtMs: number;
}

/** A publisher's saved report views and column choices as last written (decision 061). */
export interface ReportPreferencesRecord {
  readonly hiddenColumns: Readonly<Record<string, ReadonlyArray<string>>>;
  readonly views: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly tab: string;
    readonly search: string;
    readonly savedAt: string;
  }>;
  readonly updatedAtMs: number;
}
