/**
 * The portal's root: the app system, language messages (IntlProvider follows the language flow and
 * the publisher's time zone), the colour scheme, the router, the toasts and the new-version prompt.
 */
import { type ComponentType, useEffect } from "react";
import { IntlProvider } from "react-intl";
import { timezoneOf } from "../machines/session/session.machine";
import { followColorScheme } from "./app/color-scheme";
import { SystemProvider, useLanguage, usePreferences, useSession } from "./app/react";
import { makeRouter } from "./app/router";
import type { AppSystem } from "./app/system";
import { DEFAULT_LOCALE } from "./i18n/locales";
import { routes } from "./routes";
import { BrowserNotSupported, StorageDisabled } from "./shell/blocks";
import { Toasts } from "./shell/toasts";
import { UpdatePrompt } from "./shell/update-prompt";

const Router = makeRouter(routes, "/publisher");

/** Settles once the modules of the page at `pathname` (and its layout) are loaded or failed; rendering after it skips an empty first frame. */
export const routeReady = (pathname: string) => Router.ready(pathname);

const ColorSchemeFollower = () => {
  const { colorScheme } = usePreferences();
  useEffect(() => followColorScheme(colorScheme), [colorScheme]);
  return null;
};

/** The interface's messages, locale and time zone, as the language flow and the publisher have them. */
export const Localized = ({ children }: { children: React.ReactNode }) => {
  const { locale, messages } = useLanguage();
  const { publisher } = useSession();
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={messages}
      timeZone={publisher ? timezoneOf(publisher) : undefined}
    >
      {children}
    </IntlProvider>
  );
};

export type Block = "browser" | "storage" | null;

/** `router`: the pre-rendering's router at a fixed location (src/prerender.tsx); the browser's by default. */
export const App = ({ system, block, router: AppRouter = Router }: { system: AppSystem; block: Block; router?: ComponentType }) => (
  <SystemProvider value={system}>
    <Localized>
      <ColorSchemeFollower />
      {block === "browser" ? <BrowserNotSupported /> : block === "storage" ? <StorageDisabled /> : <AppRouter />}
      <Toasts />
      <UpdatePrompt />
    </Localized>
  </SystemProvider>
);
