import { useEffect } from "react";
import { useSystem } from "../app/react";

/** Logout is a full browser navigation to the logout address, which clears the session and returns to login. */
export const LogoutPage = () => {
  const { session, language } = useSystem();
  useEffect(() => {
    session.send({ type: "session.signedOut" });
    language.send({ type: "session.signedOut" });
    window.location.assign("/publisher/api/logout");
  }, [session, language]);
  return null;
};
