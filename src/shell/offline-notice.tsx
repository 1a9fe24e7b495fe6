/**
 * The offline banner's text (docs/decisions/083-readable-offline.md), loaded when it is first needed
 * (./offline-banner.tsx): that the publisher is offline (or that the network does not answer), that
 * what needs the network waits for it, and when the page's oldest saved answer was fetched ("as of",
 * in the publisher's time zone). Online while the page still shows saved copies, it has the page ask
 * again until the network answers.
 */
import { useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";

/** `offline`: the browser says so; else it is online but the network did not answer the page's requests. */
export default function OfflineNotice({ offline, asOf }: { offline: boolean; asOf: string | null }) {
  const intl = useIntl();
  // The browser says it is online, yet the page shows saved copies: the requests made at the `online`
  // event failed (a phone's radio still waking up). The page asks again, as at that event, after 2,
  // 4, 8… seconds (at most a minute apart), until the network answers them.
  useEffect(() => {
    if (offline || asOf === null) return;
    let delay = 2000;
    let timer = 0;
    const again = () => {
      window.dispatchEvent(new Event("online"));
      delay = Math.min(delay * 2, 60_000);
      timer = window.setTimeout(again, delay);
    };
    timer = window.setTimeout(again, delay);
    return () => window.clearTimeout(timer);
  }, [offline, asOf]);
  return (
    <div
      role="status"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100"
    >
      <p>
        <strong className="font-semibold">
          <FormattedMessage id={offline ? "offline.title" : "offline.noAnswer"} />
        </strong>
        {offline && (
          <>
            {" "}
            <FormattedMessage id="offline.actions" />
          </>
        )}
      </p>
      {asOf !== null && (
        <p className="mt-1">
          <FormattedMessage
            id="offline.asOf"
            values={{
              time: (
                <time dateTime={asOf} className="font-medium">
                  {intl.formatDate(asOf, { dateStyle: "medium", timeStyle: "short" })}
                </time>
              ),
            }}
          />
        </p>
      )}
    </div>
  );
}
