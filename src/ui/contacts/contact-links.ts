/** The personal manager's contact links, for the channels present in `contactDetails` only. */
import type { Manager } from "../../../contracts/publisher";

export type Channel = "email" | "skype" | "telegram" | "teams";

export interface ContactLink {
  readonly channel: Channel;
  /** The value as stored (an address or a handle), shown as the link's tooltip. */
  readonly value: string;
  readonly href: string;
  /** Whether the address opens a web page (a new tab) rather than an app or the mail client. */
  readonly external: boolean;
}

const CHANNELS: ReadonlyArray<Channel> = ["email", "skype", "telegram", "teams"];

const hrefOf = (channel: Channel, value: string): string => {
  switch (channel) {
    case "email":
      return `mailto:${value}`;
    case "skype":
      return `skype:${value}?chat`;
    case "telegram":
      return /^https?:\/\//.test(value) ? value : `https://t.me/${encodeURIComponent(value.replace(/^@/, ""))}`;
    case "teams":
      return `https://teams.microsoft.com/l/chat/0/0?users=${encodeURIComponent(value)}`;
  }
};

/** The contact links in a fixed order (e-mail, Skype, Telegram, Teams); blank values are skipped. */
export const contactLinks = (manager: Manager): ReadonlyArray<ContactLink> =>
  CHANNELS.flatMap((channel) => {
    const value = manager.contactDetails[channel]?.trim();
    if (!value) return [];
    return [{ channel, value, href: hrefOf(channel, value), external: channel === "telegram" || channel === "teams" }];
  });

/** The avatar's letter: the first character (not code unit) of the first name, upper-cased. */
export const initialOf = (firstName: string): string => ([...firstName.trim()][0] ?? "?").toLocaleUpperCase();
