/**
 * The portal's root: language messages and the router. The shell and the pages arrive with the
 * shell issue; until then every route shows the product's landing card.
 */
import { useEffect, useState } from "react";
import { FormattedMessage, IntlProvider } from "react-intl";
import { RouterProvider, createBrowserRouter } from "react-router-dom";
import { DEFAULT_LOCALE, loadMessages } from "./i18n/locales";
import { Landing } from "./pages/landing";

const router = createBrowserRouter(
  [
    { path: "/", element: <Landing /> },
    { path: "*", element: <FormattedMessage id="notFound.title" defaultMessage="Not found" tagName="h1" /> },
  ],
  { basename: "/publisher" },
);

export const App = () => {
  const [messages, setMessages] = useState<Record<string, string> | null>(null);
  useEffect(() => {
    void loadMessages(DEFAULT_LOCALE).then(setMessages);
  }, []);
  if (!messages) return null;
  return (
    <IntlProvider locale={DEFAULT_LOCALE} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      <RouterProvider router={router} />
    </IntlProvider>
  );
};
