/** What a handler receives besides its decoded request: the store, the clock and the session. */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Clock } from "./clock";
import type { PublisherRecord } from "./store/records";
import type { Store } from "./store/store";

export interface CookieOptions {
  maxAgeSeconds?: number;
  httpOnly?: boolean;
}

export interface HandlerContext {
  readonly store: Store;
  readonly clock: Clock;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  /** The publisher of the session cookie; always set on endpoints behind the Session middleware. */
  readonly user: PublisherRecord | undefined;
  /** The user, or a 401 when there is no session. */
  requireUser(): PublisherRecord;
  setCookie(name: string, value: string, options?: CookieOptions): void;
  clearCookie(name: string): void;
  cookie(name: string): string | undefined;
  /** Whether a test switched `group` off (`/__mock/capabilities`): the backend then lacks it. */
  lacks(group: string): boolean;
}
