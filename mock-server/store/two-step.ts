/**
 * Two-step sign-in of the mock (issue 37 item 1; contracts/two-step.contract.ts): TOTP by `otpauth`
 * (six digits, 30-second steps, SHA-1) on the mock's clock, so tests move time instead of waiting.
 *
 * - A code is taken for its step and the one before or after (±1 step); a step once used is refused
 *   again, and so is any step before it (a code seen is never good twice).
 * - Recovery codes are kept by their hash only and work once each.
 * - Five wrong codes in a row (a replayed one is wrong too) lock the publisher's codes for
 *   `LOCK_MINUTES`; a right code resets the count; after the lock the count starts anew.
 * - The login's challenge lives `CHALLENGE_MINUTES` and is used once.
 *
 * Nothing here is logged: secrets, codes and challenges stay in memory.
 */
import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { RECOVERY_CODES, WRONG_CODES_LIMIT } from "../../contracts/two-step-rules";

export const LOCK_MINUTES = 15;
export const CHALLENGE_MINUTES = 5;
const PERIOD_S = 30;
const ISSUER = "Publisher Platform";

export interface TwoStepRecord {
  /** The confirmed secret (base32); null while off. */
  secret: string | null;
  /** A secret begun in Settings, waiting for its first code. */
  pending: string | null;
  enabledAtMs: number | null;
  recoveryHashes: Set<string>;
  /** The last time step a code was taken for: it and every step before are refused. */
  lastStep: number;
  wrongCodes: number;
  lockedUntilMs: number | null;
}

export interface Challenge {
  readonly relativeId: number;
  readonly rememberMe: boolean;
  readonly expiresAtMs: number;
}

/** Why a code was not taken. */
export type CodeRefusal = "locked" | "wrong" | "replayed";

const hashOf = (code: string) => createHash("sha256").update(code).digest("base64url");

/** A recovery code as typed: case, spaces and dashes do not matter. */
const normalRecovery = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();

const totpOf = (secret: string, label: string) =>
  new TOTP({ issuer: ISSUER, label, algorithm: "SHA1", digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });

/** 32 letters and digits that cannot be taken for one another (no l, o, 0, 1). */
const RECOVERY_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/** Ten codes of ten characters, shown as `xxxxx-xxxxx`. */
const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODES }, () => {
    const raw = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte & 31]).join("");
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });

const off = (): TwoStepRecord => ({
  secret: null,
  pending: null,
  enabledAtMs: null,
  recoveryHashes: new Set(),
  lastStep: -1,
  wrongCodes: 0,
  lockedUntilMs: null,
});

export class TwoStepStore {
  private records = new Map<number, TwoStepRecord>();
  private challenges = new Map<string, Challenge>();

  reset(): void {
    this.records.clear();
    this.challenges.clear();
  }

  of(relativeId: number): TwoStepRecord {
    let record = this.records.get(relativeId);
    if (!record) {
      record = off();
      this.records.set(relativeId, record);
    }
    return record;
  }

  enabled(relativeId: number): boolean {
    return this.records.get(relativeId)?.secret != null;
  }

  /** A new secret waiting for its first code (replaces one begun before); its `otpauth://` URI. */
  begin(relativeId: number, label: string): { secret: string; otpauthUri: string } {
    const secret = new Secret({ size: 20 }).base32;
    this.of(relativeId).pending = secret;
    return { secret, otpauthUri: totpOf(secret, label).toString() };
  }

  /** The lock's end while locked at `nowMs`, else null (a lock that ended is lifted). */
  lockedUntil(relativeId: number, nowMs: number): number | null {
    const record = this.of(relativeId);
    if (record.lockedUntilMs !== null && record.lockedUntilMs <= nowMs) record.lockedUntilMs = null;
    return record.lockedUntilMs;
  }

  private refuse(record: TwoStepRecord, nowMs: number, why: "wrong" | "replayed"): CodeRefusal {
    record.wrongCodes += 1;
    if (record.wrongCodes >= WRONG_CODES_LIMIT) {
      record.wrongCodes = 0;
      record.lockedUntilMs = nowMs + LOCK_MINUTES * 60_000;
      return "locked";
    }
    return why;
  }

  /**
   * Checks a code from the app against `secret` (the confirmed one, or the pending one while enrolling)
   * at `nowMs`: true when taken (its step is then used), else why not.
   */
  checkCode(relativeId: number, code: string, nowMs: number, secret: "confirmed" | "pending" = "confirmed"): true | CodeRefusal {
    const record = this.of(relativeId);
    if (this.lockedUntil(relativeId, nowMs) !== null) return "locked";
    const base32 = secret === "pending" ? record.pending : record.secret;
    const token = code.replace(/\s/g, "");
    if (base32 === null || !/^\d{6}$/.test(token)) return this.refuse(record, nowMs, "wrong");
    const delta = totpOf(base32, "").validate({ token, timestamp: nowMs, window: 1 });
    if (delta === null) return this.refuse(record, nowMs, "wrong");
    const step = Math.floor(nowMs / 1000 / PERIOD_S) + delta;
    if (step <= record.lastStep) return this.refuse(record, nowMs, "replayed");
    record.lastStep = step;
    record.wrongCodes = 0;
    return true;
  }

  /** Uses a recovery code: true when it was one not used yet (it is gone then), else why not. */
  useRecoveryCode(relativeId: number, code: string, nowMs: number): true | CodeRefusal {
    const record = this.of(relativeId);
    if (this.lockedUntil(relativeId, nowMs) !== null) return "locked";
    const hash = hashOf(normalRecovery(code));
    if (!record.recoveryHashes.delete(hash)) return this.refuse(record, nowMs, "wrong");
    record.wrongCodes = 0;
    return true;
  }

  /** Turns on the pending secret (its code was taken): the ten recovery codes, this once. */
  enable(relativeId: number, nowMs: number): string[] {
    const record = this.of(relativeId);
    record.secret = record.pending;
    record.pending = null;
    record.enabledAtMs = nowMs;
    return this.newRecoveryCodes(relativeId);
  }

  /** New recovery codes, the old ones gone. */
  newRecoveryCodes(relativeId: number): string[] {
    const codes = newRecoveryCodes();
    this.of(relativeId).recoveryHashes = new Set(codes.map((c) => hashOf(normalRecovery(c))));
    return codes;
  }

  disable(relativeId: number): void {
    const { lockedUntilMs, wrongCodes } = this.of(relativeId);
    this.records.set(relativeId, { ...off(), lockedUntilMs, wrongCodes });
  }

  openChallenge(relativeId: number, rememberMe: boolean, nowMs: number): { challenge: string; expiresAtMs: number } {
    const challenge = randomBytes(24).toString("base64url");
    const expiresAtMs = nowMs + CHALLENGE_MINUTES * 60_000;
    this.challenges.set(challenge, { relativeId, rememberMe, expiresAtMs });
    return { challenge, expiresAtMs };
  }

  /** The challenge while it lives, else undefined (an expired one is forgotten). */
  challenge(id: string, nowMs: number): Challenge | undefined {
    const found = this.challenges.get(id);
    if (found && found.expiresAtMs <= nowMs) this.challenges.delete(id);
    return found && found.expiresAtMs > nowMs ? found : undefined;
  }

  closeChallenge(id: string): void {
    this.challenges.delete(id);
  }
}
