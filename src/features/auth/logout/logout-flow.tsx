/**
 * Logout through the auth machine: `session.logout` ends the session in the app and makes the full
 * browser navigation to the logout address, which clears the cookie and returns to login.
 */
import { useEffect } from "react";
import { useFlow } from "../../../app/use-flow";
import { useLogoutFlow } from "./flow-implementations";

export const LogoutFlow = () => {
  const machine = useLogoutFlow();
  const [, send] = useFlow(machine, "logout");
  useEffect(() => send({ type: "session.logout" }), [send]);
  return null;
};
