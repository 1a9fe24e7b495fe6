/**
 * The personal manager with every contact present (spec 01 sections 1-2): each a link (mail,
 * Skype, Telegram, Teams) with a copy button ("Copied to clipboard"). The settings' Contacts tab;
 * the sidebar's manager card links here.
 */
import type { ReactNode, SVGProps } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { usePublisher } from "../../app/react";
import { EmailIcon, SkypeIcon, TeamsIcon, TelegramIcon } from "../../ui/contacts/contact-icons";
import { type Channel, contactLinks, initialOf } from "../../ui/contacts/contact-links";
import { CopyButton } from "../../ui/list/copy-button";

const ICONS: Record<Channel, (props: SVGProps<SVGSVGElement>) => ReactNode> = {
  email: EmailIcon,
  skype: SkypeIcon,
  telegram: TelegramIcon,
  teams: TeamsIcon,
};

export const ManagerContacts = () => {
  const intl = useIntl();
  const { manager } = usePublisher();
  if (!manager) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <FormattedMessage id="contacts.none" />
      </p>
    );
  }
  const contacts = contactLinks(manager);
  return (
    <section
      aria-labelledby="manager-name"
      className="max-w-2xl space-y-5 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-teal-700 text-xl font-semibold text-white dark:bg-teal-400/15 dark:text-teal-200 dark:ring-1 dark:ring-teal-400/30"
        >
          {initialOf(manager.firstName)}
        </span>
        <div className="min-w-0">
          <h2 id="manager-name" className="truncate text-lg font-semibold text-slate-900 dark:text-slate-50">
            {manager.firstName}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <FormattedMessage id="contacts.caption" />
          </p>
        </div>
      </div>
      {contacts.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <FormattedMessage id="contacts.noChannels" />
        </p>
      ) : (
        <ul
          aria-label={intl.formatMessage({ id: "contacts.list" }, { name: manager.firstName })}
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700"
        >
          {contacts.map(({ channel, value, href, external }) => {
            const Icon = ICONS[channel];
            const name = intl.formatMessage({ id: `sidebar.contact.${channel}` });
            return (
              <li key={channel} className="flex items-center gap-3 px-3 py-2.5">
                <Icon className="size-5 shrink-0 text-slate-500 dark:text-slate-400" />
                <span className="w-20 shrink-0 text-sm text-slate-600 dark:text-slate-400">{name}</span>
                <a
                  href={href}
                  {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                  className="min-w-0 flex-1 truncate text-sm font-medium text-teal-700 underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-teal-300 dark:focus-visible:ring-teal-400"
                >
                  {value}
                </a>
                <CopyButton value={value} label={intl.formatMessage({ id: "contacts.copy" }, { channel: name })} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
};
