/** The mock server's in-memory state, rebuilt from a seed on reset. */
import { randomBytes } from "node:crypto";
import type { Publisher } from "../../contracts/publisher";
import type { Clock } from "../clock";
import { ApiTokenStore } from "./api-tokens";
import { ReportScheduleStore } from "./report-schedules";
import { TwoStepStore } from "./two-step";
import { NetworkState, type PublisherNetwork } from "./network";
import { FAQS, seedNotifications, seedPromoActivations, seedPromoCodes } from "./account-seed";
import { type Activity, EMPTY_ACTIVITY, SEEDED_ACTIVITY, activityAt, withPayment, withTransaction } from "./activity";
import { Random } from "./random";
import type {
  AnnouncementRecord,
  MailRecord,
  MediaObjectRecord,
  NotificationRecord,
  PromoActivationRecord,
  PromoCodeRecord,
  ReportPreferencesRecord,
  TransactionRecord,
  PaymentRecord,
  PayoutAccountRecord,
  PinRecord,
  PublisherRecord,
  SessionRecord,
  TokenKind,
  TokenRecord,
} from "./records";
import { competitionStatus, competitionsOf } from "./competitions";
import { SmartlinkStore } from "./smartlinks";
import { type ChatRecord, seedChat } from "./support-chat";
import { LANGUAGES, seedAnnouncements, seedPayoutAccounts, seedPublishers } from "./seed";
import { iri } from "../../contracts/hydra";

export const DEFAULT_SEED = 20261121;
/** Pins expire after this many milliseconds. */
export const PIN_LIFETIME_MS = 15 * 60 * 1000;
/** Password reset requests: one per e-mail within this window. */
export const RESET_WINDOW_MS = 2 * 60 * 60 * 1000;
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;
export const NETWORK_TIMEZONE = "Europe/Prague";

export class Store {
  publishers = new Map<number, PublisherRecord>();
  sessions = new Map<string, SessionRecord>();
  tokens = new Map<string, TokenRecord>();
  resetRequests = new Map<string, number>();
  pins = new Map<number, PinRecord>();
  mailbox: MailRecord[] = [];
  payoutAccounts = new Map<number, PayoutAccountRecord>();
  mediaObjects = new Map<number, MediaObjectRecord>();
  announcements: AnnouncementRecord[] = [];
  /** Verticals, smartlink campaigns and limits (mock-server/store/smartlinks.ts). */
  smartlinks = new SmartlinkStore();
  notifications: NotificationRecord[] = [];
  promoCodes: PromoCodeRecord[] = [];
  promoActivations: PromoActivationRecord[] = [];
  /** Saved report views and column choices, by publisher (decision 061). */
  reportPreferences = new Map<number, ReportPreferencesRecord>();
  /** The support chat of every publisher, oldest first (mock-server/store/support-chat.ts). */
  chat: ChatRecord[] = [];
  readonly faqs = FAQS;
  nextId = { publisher: 2000, payoutAccount: 100, media: 1, mail: 1, promoActivation: 100, chat: 1000 };
  random: Random;
  /** The seed and the server clock of the last reset, which the lazily generated lists start from. */
  seed = DEFAULT_SEED;
  seededAtMs = 0;
  private activities = new Map<number, Activity>();
  /** Offer availability, domains and their DNS, shortlinks and postbacks (issue 12). */
  network = new NetworkState(0);
  /** The publishers' own API tokens (mock-server/store/api-tokens.ts). */
  apiTokens = new ApiTokenStore();
  /** Saved views e-mailed on a schedule (mock-server/store/report-schedules.ts). */
  reportSchedules = new ReportScheduleStore();
  /** Two-step sign-in: secrets, recovery codes' hashes, login challenges (mock-server/store/two-step.ts). */
  twoStep = new TwoStepStore();
  /** Each publisher's open payout request (decision 089): its payment and the day it is paid on. */
  payoutRequests = new Map<number, { paymentId: number; payOn: string }>();

  constructor(
    readonly clock: Clock,
    seed = DEFAULT_SEED,
  ) {
    this.random = new Random(seed);
    this.reset(seed);
  }

  reset(seed = DEFAULT_SEED): void {
    this.random = new Random(seed);
    this.seed = seed;
    this.seededAtMs = this.clock.nowMs();
    this.activities.clear();
    this.network = new NetworkState(this.seededAtMs);
    const now = this.clock.now();
    this.publishers = new Map(seedPublishers(this.random).map((p) => [p.relativeId, p]));
    this.sessions.clear();
    this.tokens.clear();
    this.resetRequests.clear();
    this.pins.clear();
    this.mailbox = [];
    this.payoutAccounts = new Map(seedPayoutAccounts(now).map((a) => [a.id, a]));
    this.mediaObjects.clear();
    this.announcements = seedAnnouncements(now);
    this.smartlinks.reset(this.seededAtMs, 1001);
    this.notifications = seedNotifications(now);
    this.promoCodes = seedPromoCodes(now);
    this.promoActivations = seedPromoActivations(now);
    this.reportPreferences.clear();
    this.chat = seedChat(now);
    this.apiTokens.reset(this.seededAtMs, seed);
    this.reportSchedules.reset();
    this.twoStep.reset();
    this.payoutRequests.clear();
    this.nextId = { publisher: 2000, payoutAccount: 100, media: 1, mail: 1, promoActivation: 100, chat: 1000 };
  }

  /** The publisher's conversions, transactions and payments, generated on first use after a reset. */
  activity(publisher: PublisherRecord): Activity {
    let activity = this.activities.get(publisher.relativeId);
    if (!activity && !SEEDED_ACTIVITY.has(publisher.relativeId)) return EMPTY_ACTIVITY;
    if (!activity) {
      activity = activityAt(this.seed, publisher.relativeId, this.seededAtMs, publisher.balance);
      this.activities.set(publisher.relativeId, activity);
    }
    return activity;
  }

  /** The publisher's offer availability, domains, shortlinks and postbacks. */
  offerArea(publisher: PublisherRecord): PublisherNetwork {
    return this.network.of(publisher.relativeId, SEEDED_ACTIVITY.has(publisher.relativeId));
  }

  /** Credits the balance now, with an adjustment transaction that the balance list shows. */
  credit(publisher: PublisherRecord, amount: number, description: string): TransactionRecord {
    const activity = this.activity(publisher);
    const rows = activity.transactions.rows;
    publisher.balance = Math.round((publisher.balance + amount) * 100) / 100;
    const row: TransactionRecord = {
      id: rows.reduce((max, r) => Math.max(max, r.id), 0) + 1,
      timeMs: this.clock.nowMs(),
      type: "adjustment",
      amount,
      balanceAfter: publisher.balance,
      description,
      paymentId: null,
    };
    this.activities.set(publisher.relativeId, withTransaction(activity, row));
    return row;
  }

  /**
   * Records a payment of the publisher (a payout request, or its change of status, decision 089); with
   * `payout`, its payout transaction now, taken from the balance.
   */
  recordPayment(publisher: PublisherRecord, payment: PaymentRecord, payout: { amount: number; description: string } | null): void {
    const activity = this.activity(publisher);
    let row: TransactionRecord | null = null;
    if (payout) {
      publisher.balance = Math.round((publisher.balance - payout.amount) * 100) / 100;
      row = {
        id: activity.transactions.rows.reduce((max, r) => Math.max(max, r.id), 0) + 1,
        timeMs: this.clock.nowMs(),
        type: "payout",
        amount: -payout.amount,
        balanceAfter: publisher.balance,
        description: payout.description,
        paymentId: payment.id,
      };
    }
    this.activities.set(publisher.relativeId, withPayment(activity, payment, row));
  }

  /** The publisher's unread notifications. */
  unreadNotifications(publisher: PublisherRecord): number {
    return this.notifications.filter((n) => n.relativeId === publisher.relativeId && !n.read).length;
  }

  findByLogin(login: string): PublisherRecord | undefined {
    const needle = login.trim().toLowerCase();
    for (const p of this.publishers.values()) {
      if (p.username.toLowerCase() === needle || p.email.toLowerCase() === needle) return p;
    }
    return undefined;
  }

  /** A fresh unguessable secret (session ids, tokens). */
  secret(bytes = 24): string {
    return randomBytes(bytes).toString("base64url");
  }

  openSession(relativeId: number, rememberMe: boolean): { id: string; maxAgeSeconds: number | undefined } {
    const id = this.secret();
    const expiresAtMs = rememberMe ? this.clock.nowMs() + REMEMBER_ME_MS : null;
    this.sessions.set(id, { relativeId, expiresAtMs });
    return { id, maxAgeSeconds: rememberMe ? REMEMBER_ME_MS / 1000 : undefined };
  }

  sessionUser(sessionId: string | undefined): PublisherRecord | undefined {
    if (!sessionId) return undefined;
    const session = this.sessions.get(sessionId);
    if (!session) return undefined;
    if (session.expiresAtMs !== null && session.expiresAtMs <= this.clock.nowMs()) {
      this.sessions.delete(sessionId);
      return undefined;
    }
    return this.publishers.get(session.relativeId);
  }

  issueToken(kind: TokenKind, relativeId: number, extra: Partial<TokenRecord> = {}): string {
    const token = this.secret(18);
    this.tokens.set(token, { kind, relativeId, expiresAtMs: this.clock.nowMs() + TOKEN_LIFETIME_MS, used: false, ...extra });
    return token;
  }

  /** Takes a valid unused token of the kind, or undefined. One-time: it is marked used. */
  useToken(token: string, kind: TokenKind): TokenRecord | undefined {
    const record = this.tokens.get(token);
    if (!record || record.kind !== kind || record.used || record.expiresAtMs <= this.clock.nowMs()) return undefined;
    record.used = true;
    return record;
  }

  /** Puts an e-mail in the mailbox, sent now (or at `sentAt`: a scheduled one sent late, as the clock moved past its time). */
  send(mail: Omit<MailRecord, "id" | "sentAt">, sentAt: string = this.clock.now().toString()): void {
    this.mailbox.push({ ...mail, id: this.nextId.mail++, sentAt });
  }

  /** The wire shape of a publisher (spec 01 section 3). */
  toPublisher(p: PublisherRecord): Publisher {
    const language = LANGUAGES.find((l) => l.value === p.language) ?? LANGUAGES[0];
    const referrerLink = `https://affnet.example/publisher/register?ref=${p.relativeId.toString(36)}${p.username.length}`;
    return {
      "@context": iri("contexts", "Publisher"),
      "@id": iri("publishers", p.relativeId),
      "@type": "Publisher",
      username: p.username,
      email: p.email,
      phone: p.phone,
      messenger: p.messenger,
      contactInfo: p.contactInfo,
      temporaryEmail: p.temporaryEmail,
      relativeId: p.relativeId,
      balance: p.balance,
      timezone: p.timezone,
      timezoneInfo: p.timezone ? { label: p.timezone.replace(/_/g, " "), value: p.timezone } : null,
      networkTimezone: NETWORK_TIMEZONE,
      locale: "en-US",
      language: p.language,
      languageInfo: { icon: language.icon, value: language.value, label: language.label },
      currency: p.currency,
      manager: p.manager,
      customer: { networkId: p.networkId, customJs: p.customJs, promo: p.promo, roles: p.roles },
      showCompetitions: p.showCompetitions,
      // "Competition is live" only while one is, by the server's clock (the mock clock moves it).
      showCompetitionsLabel:
        p.showCompetitionsLabel && competitionsOf(p, this.seededAtMs).some((c) => competitionStatus(c, this.clock.nowMs()) === "live"),
      statusNew: p.statusNew,
      hasReferrer: p.referrer !== null,
      referrerLink,
      referralsNumber: p.referralsNumber,
      referrerStat:
        p.referralsNumber > 0
          ? { registrations: p.referralsNumber, activePublishers: Math.ceil(p.referralsNumber / 2), revenue: 214.5 }
          : null,
      disableUsername: p.disableUsername,
      dateOfBirth: p.dateOfBirth,
      customFieldValues: p.customFieldValues,
    };
  }
}
