/**
 * Marking notifications read (POST /notifications/mark_read): one by its IRI, or all of them (no
 * list). On success the header's bell and every notifications list ask again (`announceChange`); a
 * failure goes to the shared handler (its text as a notification).
 */
import { useCallback, useState } from "react";
import { runApi, withApi } from "../../api";
import { announceChange } from "../../app/use-api-query";
import { handleError } from "../../app/error-handler";
import { useSystem } from "../../app/react";

/** What is being marked: an IRI, `"all"`, or nothing. */
export type Marking = string | "all" | null;

/** `mark(iri)` marks one notification read, `mark("all")` every one; `marking` says which is on its way. */
export const useMarkRead = () => {
  const { api } = useSystem();
  const [marking, setMarking] = useState<Marking>(null);
  const mark = useCallback(
    (target: string | "all") => {
      setMarking(target);
      const payload = target === "all" ? {} : { notifications: [target] };
      void runApi(
        api,
        withApi((a) => a.notifications.markRead({ payload })),
      ).then((result) => {
        setMarking(null);
        if (result._tag === "Left") return handleError(result.left);
        announceChange("notifications");
      });
    },
    [api],
  );
  return { mark, marking };
};
