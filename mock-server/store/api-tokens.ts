/**
 * The publishers' API tokens (issue 37 item 2): kept by the hash of their secret, which is shown once,
 * in the answer to the creation. Demo holds two seeded tokens (one in use, one expired) whose secrets
 * nobody knows; newbie none. `authorize` is the bearer check of the reporting endpoints.
 */
import { createHash, randomBytes } from "node:crypto";
import { API_TOKEN_PREFIX as SECRET_PREFIX } from "../../contracts/api-token-secret";
import type { TokenScopeName } from "../../contracts/token-scope";

/** The characters of a secret's hint: the prefix and four more. */
const HINT_LENGTH = SECRET_PREFIX.length + 4;

export interface ApiTokenRecord {
  readonly id: number;
  readonly relativeId: number;
  readonly name: string;
  readonly scopes: ReadonlyArray<TokenScopeName>;
  readonly secretHash: string;
  readonly hint: string;
  readonly createdAtMs: number;
  /** The first instant it no longer works; null: never expires. */
  readonly expiresAtMs: number | null;
  lastUsedAtMs: number | null;
}

const hashOf = (secret: string) => createHash("sha256").update(secret).digest("base64url");

/** Why a bearer was refused: unknown (or revoked), expired, or without the endpoint's scope. */
export type Refusal = "unknown" | "expired" | "outOfScope";

const DAY_MS = 24 * 60 * 60 * 1000;

export class ApiTokenStore {
  private tokens = new Map<number, ApiTokenRecord>();
  private nextId = 1;

  /** The seeded tokens of demo (1001), from the reset's instant and seed. */
  reset(nowMs: number, seed: number): void {
    this.tokens.clear();
    this.nextId = 1;
    const seeded = (name: string, scopes: TokenScopeName[], ageDays: number, expiresInDays: number | null, usedDaysAgo: number | null) => {
      // A secret of its own per seed, never shown (the hint stays the same from one reset to the next).
      const secret = `${SECRET_PREFIX}${createHash("sha256").update(`${seed}:${this.nextId}`).digest("base64url").slice(0, 32)}`;
      this.add({
        relativeId: 1001,
        name,
        scopes,
        secret,
        createdAtMs: nowMs - ageDays * DAY_MS,
        expiresAtMs: expiresInDays === null ? null : nowMs + expiresInDays * DAY_MS,
        lastUsedAtMs: usedDaysAgo === null ? null : nowMs - usedDaysAgo * DAY_MS,
      });
    };
    seeded("Looker Studio", ["statistics"], 42, null, 1);
    seeded("CRM sync (2025)", ["conversions", "offers"], 130, -9, 12);
  }

  private add(token: Omit<ApiTokenRecord, "id" | "secretHash" | "hint"> & { readonly secret: string }): ApiTokenRecord {
    const { secret, ...fields } = token;
    const record: ApiTokenRecord = { ...fields, id: this.nextId++, secretHash: hashOf(secret), hint: secret.slice(0, HINT_LENGTH) };
    this.tokens.set(record.id, record);
    return record;
  }

  /** A publisher's tokens, oldest first. */
  of(relativeId: number): ApiTokenRecord[] {
    return [...this.tokens.values()].filter((t) => t.relativeId === relativeId);
  }

  /** A new token and, this once, its secret. */
  issue(fields: Omit<ApiTokenRecord, "id" | "secretHash" | "hint" | "lastUsedAtMs">): { record: ApiTokenRecord; secret: string } {
    const secret = `${SECRET_PREFIX}${randomBytes(24).toString("base64url")}`;
    return { record: this.add({ ...fields, secret, lastUsedAtMs: null }), secret };
  }

  /** Revokes a publisher's token; false when it has none of that id. */
  revoke(relativeId: number, id: number): boolean {
    const token = this.tokens.get(id);
    if (!token || token.relativeId !== relativeId) return false;
    return this.tokens.delete(id);
  }

  /** The token of a bearer secret if it may read `scope` now (its last use is then now), else why not. */
  authorize(secret: string, scope: TokenScopeName, nowMs: number): ApiTokenRecord | Refusal {
    const hash = hashOf(secret);
    const token = [...this.tokens.values()].find((t) => t.secretHash === hash);
    if (!token) return "unknown";
    if (token.expiresAtMs !== null && token.expiresAtMs <= nowMs) return "expired";
    if (!token.scopes.includes(scope)) return "outOfScope";
    token.lastUsedAtMs = nowMs;
    return token;
  }
}
