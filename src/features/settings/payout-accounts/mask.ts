/**
 * How the list shows a payout account value (spec 01 section 3, issue 11: "masked account"): an
 * e-mail keeps its first character and its domain, anything else its last four characters.
 */
const DOTS = "••••";

/** `demo.payouts@example.com` → `d••••@example.com`; `CZ6508000000192000145399` → `••••5399`. */
export const maskAccount = (account: string): string => {
  const at = account.lastIndexOf("@");
  if (at > 0) return `${account[0]}${DOTS}${account.slice(at)}`;
  return account.length <= 4 ? DOTS : `${DOTS}${account.slice(-4)}`;
};
