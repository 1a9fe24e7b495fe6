/**
 * What the app provides to the sign-in machines (their placeholders in `setup`): the device
 * fingerprint, the API prefetch, handing the publisher to the session, navigation and
 * notifications.
 */
import { useMemo } from "react";
import { useNavigate } from "react-router-dom";
import type { Publisher } from "../../../contracts/publisher";
import { type Violation, violationText } from "../../api/violations";
import { useSystem } from "../../app/react";
import { toasts } from "../../app/toasts";

export { takeFingerprint } from "../../lib/take-fingerprint";

/** Implementations shared by the sign-in pages. */
export const useAuthImplementations = () => {
  const system = useSystem();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      system,
      navigate,
      prefetchApi: () => system.prefetchApi(),
      sessionSignedIn: (_: unknown, { publisher }: { publisher: Publisher }) =>
        system.session.send({ type: "session.signedIn", publisher }),
      navigateToDashboard: () => void navigate("/dashboard", { replace: true }),
      navigateToLogin: () => void navigate("/login"),
      showViolations: (_: unknown, { violations }: { violations: ReadonlyArray<Violation> }) => {
        for (const violation of violations) toasts.show({ tone: "error", text: violationText(violation) });
      },
    }),
    [system, navigate],
  );
};
