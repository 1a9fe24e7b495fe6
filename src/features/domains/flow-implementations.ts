/** The domain validation flow with the app's implementations: its API calls through `system.fromApi`, the re-read timer, and failures. */
import { useMemo } from "react";
import { fromPromise } from "xstate";
import type { ProxyDomain } from "../../../contracts/domains.contract";
import { domainValidationMachine } from "../../../machines/domain-validation/domain-validation.machine";
import { isTag } from "../../api/catalogue";
import { handleError } from "../../app/error-handler";
import { useSystem } from "../../app/react";
import { loadDomainCall, validateDomainCall } from "./domain-calls";

/**
 * How long a pending certificate waits before it is read again: 3 s, then 3 s more each time, at most
 * 15 s (a certificate may take minutes; every read is a journal entry).
 */
export const certPollMs = (checks: number): number => Math.min(3_000 * (checks + 1), 15_000);

/** The machine provided for the app; `changed` lets the list show the domain's new status. */
export const useDomainValidationMachine = (changed: (domain: ProxyDomain) => void) => {
  const { fromApi } = useSystem();
  return useMemo(
    () =>
      domainValidationMachine.provide({
        actors: {
          loadDomain: fromApi<{ id: number }, ProxyDomain>(loadDomainCall),
          validateDomain: fromApi<{ id: number }, ProxyDomain>(validateDomainCall),
          wait: fromPromise<void, { checks: number }>(
            ({ input, signal }) =>
              new Promise<void>((resolve) => {
                const timer = window.setTimeout(resolve, certPollMs(input.checks));
                signal.addEventListener("abort", () => window.clearTimeout(timer));
              }),
          ),
        },
        actions: {
          // The flow shows its failures in place; the shared handler takes a lost session.
          reportFailure: (_, { error }) => {
            if (isTag(error, "Unauthorized")) handleError(error);
          },
          domainChanged: (_, { domain }) => changed(domain),
        },
      }),
    [fromApi, changed],
  );
};
