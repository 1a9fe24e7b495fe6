/**
 * The one balance source of the signed-in area (docs/decisions/018-one-data-hook.md): the layout polls
 * GET /ch/balance (every 5 minutes, spec 01 section 9) and the header and the Balance page read the
 * same value, so opening Balance asks for it no second time.
 */
import { type ReactNode, createContext, useContext } from "react";
import { usePublisher } from "../../app/react";
import { useBalancePoll } from "./header-data";

const BalanceContext = createContext<number | null>(null);

/** Polls the balance for everything below it; starts from the profile's balance. */
export const BalanceSource = ({ children }: { children: ReactNode }) => {
  const publisher = usePublisher();
  const balance = useBalancePoll(publisher.balance);
  return <BalanceContext.Provider value={balance}>{children}</BalanceContext.Provider>;
};

/** The current balance (inside `BalanceSource`, which the signed-in layout provides). */
export const useCurrentBalance = (): number => {
  const balance = useContext(BalanceContext);
  if (balance === null) throw new Error("useCurrentBalance outside BalanceSource");
  return balance;
};
