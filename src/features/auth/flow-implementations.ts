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
import type { TwoStepVerify } from "../../../contracts/two-step.contract";
import type { authMachine } from "../../../machines/auth/auth.machine";
import type { EmailConfirmInput, emailChangeConfirmMachine } from "../../../machines/email-change-confirm/email-change-confirm.machine";
import type { ResetConfirmInput, passwordResetConfirmMachine } from "../../../machines/password-reset/password-reset-confirm.machine";
import type { ResetRequestPayload, passwordResetRequestMachine } from "../../../machines/password-reset/password-reset-request.machine";
import { type Violation, violationText } from "../../api/violations";
import { useSystem } from "../../app/react";
import { placeAfterSignIn } from "../../app/resume";
import { toasts } from "../../app/toasts";
import { takeFingerprint } from "../../lib/take-fingerprint";

/**
 * After a sign-in in this page, which asked for no `/publishers/current`: asks for it once, in the
 * background, so that the service worker keeps it and the portal can start offline
 * (docs/decisions/083-readable-offline.md). Only under a worker.
 */
const keepPublisherForOffline = () => {
  if (navigator.serviceWorker?.controller)
    void fetch("/publisher/api/publishers/current", { credentials: "same-origin" }).catch(() => undefined);
};

/** Implementations shared by the sign-in pages. */
const useAuthImplementations = () => {
  const system = useSystem();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      system,
      navigate,
      prefetchApi: () => system.prefetchApi(),
      sessionSignedIn: (_: unknown, { publisher }: { publisher: Publisher }) => {
        system.session.send({ type: "session.signedIn", publisher });
        // The publisher's own answer, which the portal starts from offline (decision 083), kept by the worker.
        keepPublisherForOffline();
      },
      // The page a 401 interrupted, when it was this publisher's (src/app/resume.ts); else the dashboard.
      navigateToDashboard: () => {
        const publisher = system.session.getSnapshot().context.publisher;
        void navigate((publisher && placeAfterSignIn(publisher.relativeId)) ?? "/dashboard", { replace: true });
      },
      navigateToLogin: () => void navigate("/login"),
      showViolations: (_: unknown, { violations }: { violations: ReadonlyArray<Violation> }) => {
        for (const violation of violations) toasts.show({ tone: "error", text: violationText(violation) });
      },
    }),
    [system, navigate],
  );
};

/** The login flow (login-form.tsx): signs in, hands the publisher to the session and opens the dashboard. */
export const useLoginFlow = (machine: typeof authMachine) => {
  const impl = useAuthImplementations();
  return useMemo(
    () =>
      machine.provide({
        actors: {
          takeFingerprint,
          login: impl.system.fromApi((api, payload: LoginPayload) => api.auth.login({ payload })),
          verifyCode: impl.system.fromApi((api, payload: TwoStepVerify) => api.twoStep.verify({ payload })),
        },
        actions: {
          prefetchApi: impl.prefetchApi,
          sessionSignedIn: impl.sessionSignedIn,
          navigateToDashboard: impl.navigateToDashboard,
          navigateToLogout: () => window.location.assign("/publisher/api/logout"),
        },
      }),
    [machine, impl],
  );
};

/** The forgot-password flow (reset-request-form.tsx): asks for the reset e-mail; Back opens login. */
export const useResetRequestFlow = (machine: typeof passwordResetRequestMachine) => {
  const impl = useAuthImplementations();
  return useMemo(
    () =>
      machine.provide({
        actors: {
          takeFingerprint,
          requestReset: impl.system.fromApi((api, payload: ResetRequestPayload) => api.auth.requestPasswordReset({ payload })),
        },
        actions: { prefetchApi: impl.prefetchApi, navigateToLogin: impl.navigateToLogin, showViolations: impl.showViolations },
      }),
    [machine, impl],
  );
};

/**
 * The login page's navigation state after a password reset that two-step sign-in keeps from signing
 * in (docs/decisions/088-two-step-sign-in.md): the login shows "Your password is changed…".
 */
export const PASSWORD_CHANGED_TWO_STEP = { passwordChanged: "twoStep" } as const;

/** Whether the login page was opened by such a reset (its navigation state). */
export const isPasswordChangedTwoStep = (state: unknown): boolean =>
  typeof state === "object" && state !== null && (state as { passwordChanged?: unknown }).passwordChanged === "twoStep";

/**
 * The reset flow (reset-confirm-form.tsx): sets the new password, signs the publisher in and opens the
 * dashboard; with two-step sign-in on, opens the login page instead.
 */
export const useResetConfirmFlow = (machine: typeof passwordResetConfirmMachine) => {
  const impl = useAuthImplementations();
  return useMemo(
    () =>
      machine.provide({
        actors: {
          takeFingerprint,
          confirmReset: impl.system.fromApi((api, { token: t, ...payload }: ResetConfirmInput) =>
            api.auth.confirmPasswordReset({ path: { token: t }, payload }),
          ),
        },
        actions: {
          prefetchApi: impl.prefetchApi,
          sessionSignedIn: impl.sessionSignedIn,
          navigateToDashboard: impl.navigateToDashboard,
          // Two-step sign-in on: the login page, which says to sign in with the new password and the code (login-form.tsx).
          navigateToLoginWithCode: () => void impl.navigate("/login", { replace: true, state: PASSWORD_CHANGED_TWO_STEP }),
          showViolations: impl.showViolations,
        },
      }),
    [machine, impl],
  );
};

/** The e-mail change confirmation flow (email-change-confirm.tsx): confirms, then opens settings with "Email updated". */
export const useEmailChangeConfirmFlow = (machine: typeof emailChangeConfirmMachine) => {
  const impl = useAuthImplementations();
  return useMemo(
    () =>
      machine.provide({
        actors: {
          takeFingerprint,
          confirmEmail: impl.system.fromApi((api, { token: t, ...payload }: EmailConfirmInput) =>
            api.auth.confirmEmailChange({ path: { token: t }, payload }),
          ),
        },
        actions: {
          navigateToSettings: () => void impl.navigate("/settings", { replace: true }),
          notifyEmailUpdated: () => toasts.show({ tone: "success", messageId: "auth.emailConfirm.updated" }),
        },
      }),
    [machine, impl],
  );
};
