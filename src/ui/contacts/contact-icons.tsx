/** The manager's contact channels as icons (e-mail, Skype, Telegram, Teams): the sidebar card and the settings contacts tab. */
import { type IconProps, OutlineIcon as Outline } from "../outline-icon";

export const EmailIcon = (props: IconProps) => (
  <Outline {...props}>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="m3.5 7 8.5 6 8.5-6" />
  </Outline>
);

export const SkypeIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M7.5 3.5a4 4 0 0 0-4 4c0 .8.2 1.5.6 2.1a8.5 8.5 0 0 0 10.3 10.3 4 4 0 0 0 5.5-5.5A8.5 8.5 0 0 0 9.6 4.1a4 4 0 0 0-2.1-.6Z" />
    <path d="M14.6 9.4c-.5-.9-1.5-1.4-2.7-1.4-1.5 0-2.6.7-2.6 1.8 0 2.6 5.6 1.4 5.6 4 0 1.2-1.2 2-2.9 2-1.3 0-2.4-.5-2.9-1.5" />
  </Outline>
);

export const TelegramIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M21 4 3 11l6 2.2L11 20l3.3-4 4.7 3.5L21 4Z" />
    <path d="m9 13.2 8.5-6.2" />
  </Outline>
);

export const TeamsIcon = (props: IconProps) => (
  <Outline {...props}>
    <rect x="3" y="6.5" width="12" height="12" rx="2" />
    <path d="M6.5 10h5M9 10v5.5" />
    <circle cx="18" cy="6.5" r="2" />
    <path d="M17 10.5h3a1 1 0 0 1 1 1v3a3 3 0 0 1-3 3h-1" />
  </Outline>
);
