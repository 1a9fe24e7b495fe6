/**
 * The numbers of two-step sign-in (contracts/two-step.contract.ts), apart from the contract so that the
 * login's code step takes them without the contract's schemas (the login's bundle: decision 009).
 */
import type { TwoStepRequired } from "./auth.contract";

/** Whether a login answer asks for the second step (`TwoStepRequired`) rather than being the publisher. */
export const isTwoStepRequired = (answer: { readonly "@type": string }): answer is TwoStepRequired => answer["@type"] === "TwoStepRequired";

/** Recovery codes given at once. */
export const RECOVERY_CODES = 10;
/** Digits of a code from the app. */
export const ONE_TIME_CODE_DIGITS = 6;
/** Wrong codes in a row that lock the second step. */
export const WRONG_CODES_LIMIT = 5;
