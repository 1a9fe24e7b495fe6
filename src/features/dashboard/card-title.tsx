/** A dashboard card's title: the heading that names its section (`id` is what the section is labelled by). */
import { FormattedMessage } from "react-intl";

const TITLE = "text-base font-semibold text-slate-900 dark:text-slate-50";

export const CardTitle = ({ id, titleId, className }: { id: string; titleId: string; className?: string }) => (
  <h2 id={id} className={className ? `${className} ${TITLE}` : TITLE}>
    <FormattedMessage id={titleId} />
  </h2>
);
