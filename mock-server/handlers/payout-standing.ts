/**
 * A publisher's standing against the network's payout terms (issue 37 item 3; decision 089), shared by
 * the terms, the payout request and the payments list: the threshold, what is payable and what is held
 * (each part with the day it becomes payable), the schedule's next payment day, and the open request,
 * which is paid on the day the schedule pays it by the mock's clock. Money is counted in cents.
 */
import { Temporal } from "temporal-polyfill";
import type { PayoutSchedule, PendingMoney, RequestRefusal } from "../../contracts/payout-terms.contract";
import type { PublisherRecord } from "../store/records";
import { PAYMENT_METHODS } from "../store/seed";
import type { Store } from "../store/store";
import { timeZoneOf } from "./list";

/** The network's least payment; an active account's own minimum may be higher. */
export const NETWORK_THRESHOLD = 50;
/** Days earned money is held before it is payable. */
export const HOLD_DAYS = 7;
/** The network pays weekly, on Mondays (as the seeded payments were, mock-server/store/ledger.ts). */
export const SCHEDULE: PayoutSchedule = { frequency: "weekly", day: 1 };

/** Transaction types that earn money subject to the hold. */
const HELD_TYPES = new Set(["conversion_earnings", "referral_bonus"]);

export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** The publisher's active payout account, if any. */
export const activeAccountOf = (store: Store, user: PublisherRecord) =>
  [...store.payoutAccounts.values()].find((a) => a.relativeId === user.relativeId && a.active);

/** The day in the publisher's time zone of an instant. */
export const dayOf = (ms: number, timeZone: string): Temporal.PlainDate =>
  Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone).toPlainDate();

/** The schedule's next payment day after `today` (never today itself: today's payment, if any, has gone). */
export const nextPaymentDay = (today: Temporal.PlainDate, schedule: PayoutSchedule = SCHEDULE): Temporal.PlainDate => {
  if (schedule.frequency === "weekly") return today.add({ days: (schedule.day - today.dayOfWeek + 7) % 7 || 7 });
  const inMonth = (month: Temporal.PlainYearMonth) => month.toPlainDate({ day: Math.min(schedule.day, month.daysInMonth) });
  const thisMonth = inMonth(today.toPlainYearMonth());
  return Temporal.PlainDate.compare(thisMonth, today) > 0 ? thisMonth : inMonth(today.toPlainYearMonth().add({ months: 1 }));
};

/** Pays an open request whose day has come by the clock: its payment becomes paid and the request closes. */
export const settlePayoutRequest = (store: Store, user: PublisherRecord): void => {
  const open = store.payoutRequests.get(user.relativeId);
  if (!open) return;
  const today = dayOf(store.clock.nowMs(), timeZoneOf(user));
  if (Temporal.PlainDate.compare(today, Temporal.PlainDate.from(open.payOn)) < 0) return;
  const payment = store.activity(user).payments.rows.find((r) => r.id === open.paymentId);
  store.payoutRequests.delete(user.relativeId);
  if (payment) store.recordPayment(user, { ...payment, status: "paid", notes: `Paid on ${open.payOn} at your request` }, null);
};

export interface Standing {
  readonly timeZone: string;
  readonly today: Temporal.PlainDate;
  readonly thresholdCents: number;
  readonly balanceCents: number;
  readonly payableCents: number;
  readonly pending: ReadonlyArray<PendingMoney>;
  readonly nextPaymentDay: Temporal.PlainDate;
  readonly refusal: RequestRefusal | null;
  readonly openRequest: { readonly paymentId: number; readonly payOn: string } | undefined;
}

/** The publisher's standing now, after an open request whose day came is paid. */
export const standingOf = (store: Store, user: PublisherRecord): Standing => {
  settlePayoutRequest(store, user);
  const nowMs = store.clock.nowMs();
  const timeZone = timeZoneOf(user);
  const today = dayOf(nowMs, timeZone);
  const account = activeAccountOf(store, user);
  const method = account ? PAYMENT_METHODS.find((m) => m.id === account.methodId) : undefined;
  const accountMinimum = account ? (account.minimalPaymentAmount ?? method?.minimalPaymentAmount ?? 0) : 0;
  const thresholdCents = Math.max(toCents(NETWORK_THRESHOLD), toCents(accountMinimum));
  const balanceCents = Math.max(0, toCents(user.balance));
  // Earnings of the last HOLD_DAYS days are held, each until its own day; never more than the balance.
  const heldSince = Temporal.Instant.fromEpochMilliseconds(nowMs).subtract({ hours: 24 * HOLD_DAYS }).epochMilliseconds;
  const byDay = new Map<string, number>();
  for (const t of store.activity(user).transactions.rows) {
    if (t.timeMs <= heldSince || t.timeMs > nowMs || t.amount <= 0 || !HELD_TYPES.has(t.type)) continue;
    const payableOn = Temporal.Instant.fromEpochMilliseconds(t.timeMs)
      .toZonedDateTimeISO(timeZone)
      .add({ days: HOLD_DAYS })
      .toPlainDate()
      .toString();
    byDay.set(payableOn, (byDay.get(payableOn) ?? 0) + toCents(t.amount));
  }
  let room = balanceCents;
  const pending: PendingMoney[] = [];
  for (const [payableOn, cents] of [...byDay].sort(([a], [b]) => a.localeCompare(b))) {
    const held = Math.min(cents, room);
    if (held <= 0) break;
    room -= held;
    pending.push({ amount: fromCents(held), payableOn });
  }
  const payableCents = room;
  const openRequest = store.payoutRequests.get(user.relativeId);
  const refusal: RequestRefusal | null = openRequest
    ? "requestOpen"
    : !account
      ? "noActiveAccount"
      : payableCents < thresholdCents
        ? "belowThreshold"
        : null;
  return {
    timeZone,
    today,
    thresholdCents,
    balanceCents,
    payableCents,
    pending,
    nextPaymentDay: nextPaymentDay(today),
    refusal,
    openRequest,
  };
};
