import { useEffect } from "react";
import { useIntl } from "react-intl";

/** The page's heading; also sets the document title ("Offers · Publisher Platform"). */
export const PageTitle = ({ id }: { id: string }) => {
  const intl = useIntl();
  const title = intl.formatMessage({ id });
  useEffect(() => {
    document.title = `${title} · ${intl.formatMessage({ id: "app.title" })}`;
  }, [title, intl]);
  return <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-slate-50">{title}</h1>;
};

/** A page whose content arrives with a later issue: its title inside the shell. */
export const TitledPage = ({ id }: { id: string }) => (
  <div className="space-y-4">
    <PageTitle id={id} />
  </div>
);
