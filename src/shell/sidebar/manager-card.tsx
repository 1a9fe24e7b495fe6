/**
 * The personal-manager card at the bottom of the sidebar (spec 01 section 2): a first-letter
 * avatar, the first name and the contact icons present, linking to the settings contacts tab.
 * Nothing is shown when the publisher has no manager.
 */
import type { ReactNode, SVGProps } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { usePublisher } from "../../app/react";
import { type Channel, contactLinks, initialOf } from "./contacts";
import { cx } from "./cx";
import { EmailIcon, SkypeIcon, TeamsIcon, TelegramIcon } from "./icons";

export const CONTACTS_PATH = "/settings?selectedTab=contacts";

const CHANNEL_ICONS: Record<Channel, (props: SVGProps<SVGSVGElement>) => ReactNode> = {
  email: EmailIcon,
  skype: SkypeIcon,
  telegram: TelegramIcon,
  teams: TeamsIcon,
};

const SECTION = "shrink-0 border-t border-slate-200 p-3 dark:border-slate-800";
const FOCUS = "outline-none focus-visible:ring-2 focus-visible:ring-teal-600 dark:focus-visible:ring-teal-300";

const Avatar = ({ firstName, size }: { firstName: string; size: "sm" | "md" }) => (
  <span
    aria-hidden="true"
    className={cx(
      "flex shrink-0 select-none items-center justify-center rounded-full bg-teal-700 font-semibold text-white dark:bg-teal-400/15 dark:text-teal-200 dark:ring-1 dark:ring-teal-400/30",
      size === "md" ? "size-10 text-base" : "size-9 text-sm",
    )}
  >
    {initialOf(firstName)}
  </span>
);

export const ManagerCard = ({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) => {
  const intl = useIntl();
  const { manager } = usePublisher();
  if (!manager) return null;

  if (collapsed) {
    const label = intl.formatMessage({ id: "sidebar.manager.rail" }, { name: manager.firstName });
    return (
      <div className={SECTION}>
        <Link
          to={CONTACTS_PATH}
          onClick={onNavigate}
          aria-label={label}
          title={label}
          className={cx("mx-auto flex w-fit rounded-full", FOCUS)}
        >
          <Avatar firstName={manager.firstName} size="sm" />
        </Link>
      </div>
    );
  }

  const contacts = contactLinks(manager);
  return (
    <div className={SECTION}>
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-700/80 dark:bg-slate-800/60">
        <Link
          to={CONTACTS_PATH}
          onClick={onNavigate}
          className={cx("group -m-1 flex items-center gap-3 rounded-lg p-1 hover:bg-white dark:hover:bg-slate-800", FOCUS)}
        >
          <Avatar firstName={manager.firstName} size="md" />
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold text-slate-900 group-hover:text-teal-800 dark:text-slate-50 dark:group-hover:text-teal-200">
              {manager.firstName}
            </span>
            <span className="block text-xs leading-snug text-slate-600 dark:text-slate-400">
              <FormattedMessage id="sidebar.manager.caption" />
            </span>
          </span>
        </Link>
        {contacts.length > 0 && (
          <ul aria-label={intl.formatMessage({ id: "sidebar.manager.contacts" })} className="mt-3 flex gap-2">
            {contacts.map(({ channel, value, href, external }) => {
              const Icon = CHANNEL_ICONS[channel];
              return (
                <li key={channel}>
                  <a
                    href={href}
                    aria-label={intl.formatMessage({ id: `sidebar.contact.${channel}` })}
                    title={value}
                    {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                    className={cx(
                      "flex size-8 items-center justify-center rounded-lg border border-slate-200 bg-white text-slate-600 transition-colors hover:border-teal-300 hover:text-teal-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:border-teal-500/60 dark:hover:text-teal-300",
                      FOCUS,
                    )}
                  >
                    <Icon className="size-4" />
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
};
