/**
 * What the app provides to the auth machine for logout, apart from the sign-in flows'
 * (../flow-implementations.ts): the logout route is in the app's entry (decision 009), so this module
 * brings every page the auth machine alone, not the sign-in flows' machines.
 */
import { useMemo } from "react";
import { authMachine } from "../../../../machines/auth/auth.machine";
import { useSystem } from "../../../app/react";

/**
 * The logout flow (logout-flow.tsx): `session.logout` ends the session in the app and makes the full
 * browser navigation to the logout address, which clears the cookie and returns to login.
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
            window.location.assign("/publisher/api/logout");
          },
        },
      }),
    [session, language],
  );
};
