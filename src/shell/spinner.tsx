import { useIntl } from "react-intl";

/** A full-area loading indicator with an accessible name. */
export const Spinner = () => {
  const intl = useIntl();
  return (
    <div role="status" aria-label={intl.formatMessage({ id: "app.loading" })} className="flex min-h-[50vh] items-center justify-center">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-teal-600 border-t-transparent" />
    </div>
  );
};
