/** React access to the app system: the client state, the session, the language and the toasts. */
import { useSelector } from "@xstate/react";
import { createContext, useCallback, useContext, useSyncExternalStore } from "react";
import type { Publisher } from "../../contracts/publisher";
import type { LanguageCode } from "../../contracts/publisher";
import type { ColorScheme } from "../journal/projection";
import { PROJECTED } from "../journal/projection";
import type { AppSystem } from "./system";
import { toasts } from "./toasts";

const SystemContext = createContext<AppSystem | null>(null);

export const SystemProvider = SystemContext.Provider;

export const useSystem = (): AppSystem => {
  const system = useContext(SystemContext);
  if (!system) throw new Error("useSystem outside SystemProvider");
  return system;
};

/** The projected client state (preferences, stored time zone and currency). */
export const useClientState = () => {
  const { store } = useSystem();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
};

export const usePreferences = () => {
  const { store } = useSystem();
  const state = useClientState();
  const setColorScheme = useCallback((scheme: ColorScheme) => store.record("preferences", PROJECTED.colorScheme, { scheme }), [store]);
  const setSidebarCollapsed = useCallback((collapsed: boolean) => store.record("preferences", PROJECTED.sidebar, { collapsed }), [store]);
  return { colorScheme: state.colorScheme, sidebarCollapsed: state.sidebarCollapsed, setColorScheme, setSidebarCollapsed };
};

export type SessionStatus = "idle" | "loading" | "ready" | "failed";

export const useSession = (): { status: SessionStatus; publisher: Publisher | null } => {
  const { session } = useSystem();
  const status = useSelector(session, (s) => s.value as SessionStatus);
  const publisher = useSelector(session, (s) => s.context.publisher);
  return { status, publisher };
};

/**
 * The publisher the signed-in layout renders with. The layout takes the session's publisher through
 * `useDeferredValue` (decision 065), so for a render or two it can differ from the session's: after a
 * 401 the session has none while the layout still renders the last one. Its children read this one,
 * the same the layout rendered with, never a newer one it has not caught up with.
 */
const RenderedPublisherContext = createContext<Publisher | null>(null);

export const RenderedPublisherProvider = RenderedPublisherContext.Provider;

/** The signed-in publisher; only inside the signed-in layout, which renders once it is loaded. */
export const usePublisher = (): Publisher => {
  const rendered = useContext(RenderedPublisherContext);
  const { publisher } = useSession();
  const current = rendered ?? publisher;
  if (!current) throw new Error("usePublisher before the publisher is loaded");
  return current;
};

export const useHasRole = (role: string): boolean => {
  const rendered = useContext(RenderedPublisherContext);
  const { publisher } = useSession();
  return (rendered ?? publisher)?.customer.roles.includes(role) ?? false;
};

export const useLanguage = () => {
  const { language } = useSystem();
  const locale = useSelector(language, (s) => s.context.locale);
  const messages = useSelector(language, (s) => s.context.messages);
  const changing = useSelector(language, (s) => !s.matches("idle"));
  const change = useCallback((next: LanguageCode) => language.send({ type: "language.change", locale: next }), [language]);
  return { locale, messages, changing, change };
};

export const useToasts = () => useSyncExternalStore(toasts.subscribe, toasts.get, toasts.get);
