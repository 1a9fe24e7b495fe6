/**
 * What the user menu's button looks like and shows (avatar, username from xl up, "User menu" for
 * screen readers, chevron from lg up). Shared by the Headless UI menu and the plain button the
 * header shows until that menu has loaded (src/ui/deferred.tsx), so the two look the same.
 */
import { useIntl } from "react-intl";
import { Avatar } from "./avatar";
import { ChevronDownIcon } from "./icons";

/** The button's classes; `focusRing` marks keyboard focus (Headless UI's data-focus, or focus-visible on a plain button). */
export const userMenuButtonClass = (focusRing: "headless" | "plain") =>
  "inline-flex h-11 shrink-0 items-center gap-2 rounded-full p-1.5 outline-none sm:h-10 sm:p-1 transition-colors hover:bg-slate-100 data-[open]:bg-slate-100 lg:pr-2 dark:hover:bg-slate-800 dark:data-[open]:bg-slate-800 " +
  (focusRing === "headless"
    ? "data-[focus]:ring-2 data-[focus]:ring-teal-600 dark:data-[focus]:ring-teal-400"
    : "focus-visible:ring-2 focus-visible:ring-teal-600 dark:focus-visible:ring-teal-400");

/** The button's content. */
export const UserMenuTriggerContent = ({ username, relativeId }: { username: string; relativeId: number }) => {
  const intl = useIntl();
  return (
    <>
      <Avatar name={username} relativeId={relativeId} />
      <span className="hidden max-w-32 truncate text-sm font-medium text-slate-700 xl:block dark:text-slate-200">{username}</span>
      <span className="sr-only">{intl.formatMessage({ id: "header.userMenu" })}</span>
      <ChevronDownIcon className="hidden size-4 text-slate-400 lg:block" />
    </>
  );
};
