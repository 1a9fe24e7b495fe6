/** The support chat's machine with the app's implementations: its API calls through `system.fromApi`, failures, and the header's count. */
import { useMemo } from "react";
import type { ChatMessage } from "../../../contracts/support-chat.contract";
import { type ChatUpload, type ChatWindow, supportChatMachine } from "../../../machines/support-chat/support-chat.machine";
import { isTag } from "../../api/catalogue";
import { handleError } from "../../app/error-handler";
import { useSystem } from "../../app/react";
import { announceChange } from "../../app/use-api-query";
import { loadEarlierCall, loadLatestCall, loadNewCall, markReadCall, sendCall, uploadCall } from "./chat-calls";

/** How often an open chat asks for new messages (docs/decisions/056-support-chat.md). */
export const CHAT_POLL_MS = 5_000;

export const useSupportChatMachine = () => {
  const { fromApi } = useSystem();
  return useMemo(
    () =>
      supportChatMachine.provide({
        actors: {
          loadLatest: fromApi<void, ChatWindow>(loadLatestCall),
          loadEarlier: fromApi<{ before: number }, ChatWindow>(loadEarlierCall),
          loadNew: fromApi<{ after: number }, ChatWindow>(loadNewCall),
          markRead: fromApi<void, void>(markReadCall),
          upload: fromApi<{ file: Blob; name: string }, ChatUpload>(uploadCall),
          send: fromApi<{ text: string; attachment: string | null }, ChatMessage>(sendCall),
        },
        actions: {
          // The chat shows its failures in place; the shared handler takes a lost session.
          reportFailure: (_, { error }) => {
            if (isTag(error, "Unauthorized")) handleError(error);
          },
          readChanged: () => announceChange("support-chat"),
        },
      }),
    [fromApi],
  );
};
