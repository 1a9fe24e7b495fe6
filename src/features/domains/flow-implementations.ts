/** The domain validation flow with the app's implementations: its API calls through `system.fromApi`, the re-read timer, and failures. */
import { useMemo } from "react";
import { fromPromise } from "xstate";
import type { ProxyDomain } from "../../../contracts/domains.contract";
import { domainValidationMachine } from "../../../machines/domain-validation/domain-validation.machine";
import { isTag } from "../../api/catalogue";
import { handleError } from "../../app/error-handler";
import { useSystem } from "../../app/react";
import { loadDomainCall, validateDomainCall } from "./domain-calls";

/** How long a pending certificate waits before it is read again. */
export const CERT_POLL_MS = 3_000;

/** The machine provided for the app; `changed` lets the list show the domain's new status. */
export const useDomainValidationMachine = (changed: (domain: ProxyDomain) => void) => {
  const { fromApi } = useSystem();
  return useMemo(
    () =>
      domainValidationMachine.provide({
        actors: {
          loadDomain: fromApi<{ id: number }, ProxyDomain>(loadDomainCall),
          validateDomain: fromApi<{ id: number }, ProxyDomain>(validateDomainCall),
          wait: fromPromise<void, void>(
            ({ signal }) =>
              new Promise<void>((resolve) => {
                const timer = window.setTimeout(resolve, CERT_POLL_MS);
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
