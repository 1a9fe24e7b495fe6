/**
 * A publisher's API token as the backend issues it (contracts/api-tokens.contract.ts): "ppt_" and 32
 * URL-safe characters. Kept apart from the contract so that the journal's redaction, which every page
 * loads, can know one in any text without loading the contracts.
 */
export const API_TOKEN_PREFIX = "ppt_";

/** A secret (or the most of one) anywhere in a text: the prefix and eight characters or more (a hint has four). */
export const API_TOKEN_IN_TEXT = /ppt_[A-Za-z0-9_-]{8,}/g;
