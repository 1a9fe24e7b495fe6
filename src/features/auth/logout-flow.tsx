/**
 * Logout through the auth machine: `session.logout` ends the session in the app and makes the full
 * browser navigation to the logout address, which clears the cookie and returns to login.
 */
import { useEffect, useMemo } from "react";
import { authMachine } from "../../../machines/auth/auth.machine";
import { useSystem } from "../../app/react";
import { useFlow } from "../../app/use-flow";

export const LogoutFlow = () => {
  const { session, language } = useSystem();
  const machine = useMemo(
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
  const [, send] = useFlow(machine, "logout");
  useEffect(() => send({ type: "session.logout" }), [send]);
  return null;
};
