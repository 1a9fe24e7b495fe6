/**
 * What the app provides to the auth machine for logout, apart from the sign-in flows'
 * (../flow-implementations.ts): the logout route is in the app's entry (decision 009), so this module
 * brings every page the auth machine alone, not the sign-in flows' machines.
 */
import { useMemo } from "react";
import { authMachine } from "../../../../machines/auth/auth.machine";
import { useSystem } from "../../../app/react";
import { forgetCachedAnswers } from "../../../journal/cached-answers";

/**
 * The logout flow (logout-flow.tsx): `session.logout` ends the session in the app and makes the full
 * browser navigation to the logout address, which clears the cookie and returns to login. The
 * navigation waits for the publisher's cached answers to be deleted: a page that unloads drops the
 * Cache Storage calls still on their way (a CI run saw the cache survive a logout).
 */
export const useLogoutFlow = () => {
  const { session, language } = useSystem();
  return useMemo(
    () =>
      authMachine.provide({
        actions: {
          navigateToLogout: () => {
            session.send({ type: "session.signedOut" });
            language.send({ type: "session.signedOut" });
            void forgetCachedAnswers().then(() => window.location.assign("/publisher/api/logout"));
          },
        },
      }),
    [session, language],
  );
};
