/**
 * What the app provides to the sign-in machines (their placeholders in `setup`): the device
 * fingerprint, the API prefetch, handing the publisher to the session, navigation and
 * notifications.
 */
import { useMemo } from "react";
import { useNavigate } from "react-router-dom";
import { fromPromise } from "xstate";
import type { Publisher } from "../../../contracts/publisher";
import type { FieldViolation } from "../../../machines/auth/form-messages";
import { violationText } from "../../api/violations";
import { useSystem } from "../../app/react";
import { toasts } from "../../app/toasts";

/**
 * The fingerprint actor: retried by `getFingerprint`; `undefined` when it could not be taken. Its
 * code loads when a form is first sent, not before the sign-in page's first paint.
 */
export const takeFingerprint = fromPromise<string | undefined, void>(() => import("../../lib/fingerprint").then(({ getFingerprint }) => getFingerprint()));

/** Implementations shared by the sign-in pages. */
export const useAuthImplementations = () => {
  const system = useSystem();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      system,
      navigate,
      prefetchApi: () => system.prefetchApi(),
      sessionSignedIn: (_: unknown, { publisher }: { publisher: Publisher }) => system.session.send({ type: "session.signedIn", publisher }),
      navigateToDashboard: () => void navigate("/dashboard", { replace: true }),
      navigateToLogin: () => void navigate("/login"),
      showViolations: (_: unknown, { violations }: { violations: ReadonlyArray<FieldViolation> }) => {
        for (const violation of violations) toasts.show({ tone: "error", text: violationText(violation) });
      },
    }),
    [system, navigate],
  );
};
