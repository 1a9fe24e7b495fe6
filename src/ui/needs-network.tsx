/**
 * An action that needs the network (saving, sending, downloading, asking the server for anything new)
 * while the browser is offline (docs/decisions/083-readable-offline.md): it stays where it is,
 * disabled, and says why in a line beside it that it is described by. Not hidden: the publisher sees
 * what waits for the network.
 */
import { type ReactNode, useId } from "react";
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
  return {
    offline,
    describedBy: offline ? id : undefined,
    note: offline ? (
      <p id={id} className="mt-1 text-xs text-amber-800 dark:text-amber-200">
        <FormattedMessage id="offline.needsNetwork" />
      </p>
    ) : null,
  };
};
