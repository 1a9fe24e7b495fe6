/** The notifications bell (spec 01 section 2): the unread badge; opens settings on the notifications tab. */
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { CountBadge } from "./count-badge";
import { FOCUS_RING, ICON_BUTTON } from "./styles";
import { BellIcon } from "./icons";

export const NotificationsBell = ({ unread }: { unread: number }) => {
  const intl = useIntl();
  return (
    <Link
      to="/settings?selectedTab=notifications"
      aria-label={intl.formatMessage({ id: "header.notifications" }, { count: unread })}
      className={`${ICON_BUTTON} ${FOCUS_RING}`}
    >
      <BellIcon />
      <CountBadge count={unread} />
    </Link>
  );
};
