/** The spec's validation rules (spec 01 section 5) as the backend applies them. */
import type { Violation } from "../contracts/hydra";

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const USERNAME_PATTERN = /^[\p{L}\p{N},._\-@]+$/u;
export const USERNAME_MAX = 32;
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,18}[0-9]$/;
export const ACCOUNT_MIN = 2;
export const ACCOUNT_MAX = 255;

/** Collects violations in order; `check` adds one when the condition fails. */
export class Violations {
  readonly list: Violation[] = [];
  check(ok: boolean, propertyPath: string, message: string): boolean {
    if (!ok) this.list.push({ propertyPath, message });
    return ok;
  }
  has(propertyPath: string): boolean {
    return this.list.some((v) => v.propertyPath === propertyPath);
  }
}

export const isBlank = (value: string | null | undefined): boolean => value === undefined || value === null || value.trim() === "";
