/**
 * The one balance source of the signed-in area (docs/decisions/018-one-data-hook.md): the layout polls
 * GET /ch/balance (every 5 minutes, spec 01 section 9) and the header and the Balance page read the
 * same value, so opening Balance asks for it no second time. What changes the balance (a promo code)
 * asks this source to refresh, so the header and the page show the new value at once.
 */
import { type ReactNode, createContext, useContext, useMemo } from "react";
import { withApi } from "../api";
import { usePublisher } from "./react";
import { useApiQuery } from "./use-api-query";

/** The balance refresh period (spec 01 section 9): 5 minutes. */
export const BALANCE_REFRESH_MS = 300_000;

/**
 * GET /ch/balance now and every `BALANCE_REFRESH_MS`; starts from the profile's balance (`initial`)
 * and keeps the last value when a refresh fails.
 */
const useBalancePoll = (initial: number): BalanceValue => {
  const { latest, retry } = useApiQuery(
    withApi((api) => api.shell.balance({})),
    "balance",
    { refreshEvery: BALANCE_REFRESH_MS },
  );
  return useMemo(() => ({ balance: latest ?? initial, refresh: retry }), [latest, initial, retry]);
};

interface BalanceValue {
  readonly balance: number;
  /** Asks GET /ch/balance again now. */
  readonly refresh: () => void;
}

const BalanceContext = createContext<BalanceValue | null>(null);

/** Polls the balance for everything below it; starts from the profile's balance. */
export const BalanceSource = ({ children }: { children: ReactNode }) => {
  const publisher = usePublisher();
  const balance = useBalancePoll(publisher.balance);
  return <BalanceContext.Provider value={balance}>{children}</BalanceContext.Provider>;
};

/** The current balance (inside `BalanceSource`, which the signed-in layout provides). */
export const useCurrentBalance = (): number => useBalanceContext("useCurrentBalance").balance;

/** Refreshes the one balance now (after something changed it, e.g. an activated promo code). */
export const useRefreshBalance = (): (() => void) => useBalanceContext("useRefreshBalance").refresh;

const useBalanceContext = (caller: string): BalanceValue => {
  const value = useContext(BalanceContext);
  if (value === null) throw new Error(`${caller} outside BalanceSource`);
  return value;
};
