/**
 * What the app provides to the sign-in machines (their placeholders in `setup`): the device
 * fingerprint, the API prefetch, handing the publisher to the session, navigation and
 * notifications. One hook per flow gives its machine with them. The logout flow's are in
 * logout/flow-implementations.ts: the logout route is in the app's entry (decision 009), and this
 * module's machines would come with it to every page.
 */
import { useMemo } from "react";
import { useNavigate } from "react-router-dom";
import type { LoginPayload } from "../../../contracts/auth.contract";
import type { Publisher } from "../../../contracts/publisher";
import type { authMachine } from "../../../machines/auth/auth.machine";
import type { EmailConfirmInput, emailChangeConfirmMachine } from "../../../machines/email-change-confirm/email-change-confirm.machine";
import type { ResetConfirmInput, passwordResetConfirmMachine } from "../../../machines/password-reset/password-reset-confirm.machine";
import type { ResetRequestPayload, passwordResetRequestMachine } from "../../../machines/password-reset/password-reset-request.machine";
import { type Violation, violationText } from "../../api/violations";
import { useSystem } from "../../app/react";
import { toasts } from "../../app/toasts";
import { takeFingerprint } from "../../lib/take-fingerprint";

/** Implementations shared by the sign-in pages. */
const useAuthImplementations = () => {
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
type AuthImplementations = ReturnType<typeof useAuthImplementations>;

/** A flow's machine as `provide` (one of the functions below) gives it the shared implementations, made once. */
const useAuthFlow = <M>(machine: M, provide: (machine: M, impl: AuthImplementations) => M) => {
  const impl = useAuthImplementations();
  return useMemo(() => provide(machine, impl), [machine, impl, provide]);
};

/** A request by a token: the token in the path, the rest the payload. */
const byToken = <T extends { readonly token: string }>({ token, ...payload }: T) => ({ path: { token }, payload });

const provideLogin = (machine: typeof authMachine, impl: AuthImplementations) =>
  machine.provide({
    actions: {
      prefetchApi: impl.prefetchApi,
      sessionSignedIn: impl.sessionSignedIn,
      navigateToDashboard: impl.navigateToDashboard,
      navigateToLogout: () => window.location.assign("/publisher/api/logout"),
    },
    actors: {
      takeFingerprint,
      login: impl.system.fromApi((api, payload: LoginPayload) => api.auth.login({ payload })),
    },
  });

/** The login flow (login-form.tsx): signs in, hands the publisher to the session and opens the dashboard. */
export const useLoginFlow = (machine: typeof authMachine) => useAuthFlow(machine, provideLogin);

const provideResetRequest = (machine: typeof passwordResetRequestMachine, impl: AuthImplementations) =>
  machine.provide({
    actions: { prefetchApi: impl.prefetchApi, navigateToLogin: impl.navigateToLogin, showViolations: impl.showViolations },
    actors: {
      takeFingerprint,
      requestReset: impl.system.fromApi((api, payload: ResetRequestPayload) => api.auth.requestPasswordReset({ payload })),
    },
  });

/** The forgot-password flow (reset-request-form.tsx): asks for the reset e-mail; Back opens login. */
export const useResetRequestFlow = (machine: typeof passwordResetRequestMachine) => useAuthFlow(machine, provideResetRequest);

const provideResetConfirm = (machine: typeof passwordResetConfirmMachine, impl: AuthImplementations) =>
  machine.provide({
    actions: {
      prefetchApi: impl.prefetchApi,
      sessionSignedIn: impl.sessionSignedIn,
      navigateToDashboard: impl.navigateToDashboard,
      showViolations: impl.showViolations,
    },
    actors: {
      takeFingerprint,
      confirmReset: impl.system.fromApi((api, input: ResetConfirmInput) => api.auth.confirmPasswordReset(byToken(input))),
    },
  });

/** The reset flow (reset-confirm-form.tsx): sets the new password, signs the publisher in and opens the dashboard. */
export const useResetConfirmFlow = (machine: typeof passwordResetConfirmMachine) => useAuthFlow(machine, provideResetConfirm);

const provideEmailChangeConfirm = (machine: typeof emailChangeConfirmMachine, impl: AuthImplementations) =>
  machine.provide({
    actions: {
      navigateToSettings: () => void impl.navigate("/settings", { replace: true }),
      notifyEmailUpdated: () => toasts.show({ tone: "success", messageId: "auth.emailConfirm.updated" }),
    },
    actors: {
      takeFingerprint,
      confirmEmail: impl.system.fromApi((api, input: EmailConfirmInput) => api.auth.confirmEmailChange(byToken(input))),
    },
  });

/** The e-mail change confirmation flow (email-change-confirm.tsx): confirms, then opens settings with "Email updated". */
export const useEmailChangeConfirmFlow = (machine: typeof emailChangeConfirmMachine) => useAuthFlow(machine, provideEmailChangeConfirm);
