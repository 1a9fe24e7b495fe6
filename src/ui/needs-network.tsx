/**
 * An action that needs the network (saving, sending, downloading, asking the server for anything new,
 * trying a failed load again) while the browser is offline (docs/decisions/083-readable-offline.md):
 * it stays where it is, disabled, and says why in a line beside it that it is described by. Not
 * hidden: the publisher sees what waits for the network.
 *
 * The one way to make such an action is `NetworkButton` (the shared submit button is one too). It
 * shows its own reason after itself; buttons that sit together (a row's actions, a dialog's buttons, a
 * list's rows) share one: the caller takes `useNeedsNetwork()` once, hands it to each button as
 * `network`, and renders its `note` where the line belongs. Only what is no button (the user menu's
 * Log out item) uses the hook's `offline` and `describedBy` by hand.
 */
import { type ButtonHTMLAttributes, type ReactNode, type Ref, useId, useMemo } from "react";
import { FormattedMessage } from "react-intl";
import { useOffline } from "./connectivity";

export interface NeedsNetwork {
  /** Whether the action is disabled for want of a network. */
  readonly offline: boolean;
  /** The reason's id, for the action's `aria-describedby` (undefined online). */
  readonly describedBy: string | undefined;
  /** The reason, to render beside the action (null online). */
  readonly note: ReactNode;
}

/** What an action that needs the network shows: disabled offline, with its reason. */
export const useNeedsNetwork = (): NeedsNetwork => {
  const offline = useOffline();
  const id = useId();
  // The same object until the network comes or goes: a list's columns made with it stay as they are.
  return useMemo(
    () => ({
      offline,
      describedBy: offline ? id : undefined,
      note: offline ? (
        <p id={id} className="mt-1 text-xs text-amber-800 dark:text-amber-200">
          <FormattedMessage id="offline.needsNetwork" />
        </p>
      ) : null,
    }),
    [offline, id],
  );
};

/** For a button that asks nothing of the server in its present state (Hide secrets after Show secrets): never waits. */
export const NEEDS_NONE: NeedsNetwork = { offline: false, describedBy: undefined, note: null };

export interface NetworkButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly ref?: Ref<HTMLButtonElement>;
  /**
   * The reason shared with the actions beside it (its note rendered once by the caller); without it
   * the button renders its own reason right after itself.
   */
  readonly network?: NeedsNetwork;
}

/**
 * A button whose action needs the network: offline it is disabled (whatever else `disabled` says) and
 * described by the reason, which it renders after itself unless `network` is shared. Offline it shows
 * the not-allowed cursor, and is dimmed if its class has no look of its own for `disabled`.
 */
export const NetworkButton = ({ network, disabled = false, type = "button", className = "", ...button }: NetworkButtonProps) => {
  const own = useNeedsNetwork();
  const { offline, describedBy, note } = network ?? own;
  const described = [button["aria-describedby"], describedBy].filter(Boolean).join(" ") || undefined;
  // Offline the action is not allowed, whatever cursor the class gives a busy one.
  const look = offline
    ? `${className.replace(/(^|\s)disabled:cursor-\S+/g, "")}${className.includes("disabled:opacity-") ? "" : " disabled:opacity-60"} disabled:cursor-not-allowed`
    : className;
  return (
    <>
      <button type={type} {...button} className={look} disabled={disabled || offline} aria-describedby={described} />
      {network ? null : note}
    </>
  );
};
