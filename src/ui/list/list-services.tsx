/**
 * What the list parts need of the portal around them, in one context they define: the API runtime
 * their own calls run on (lookups, countries), notices, the handling of a failure they do not show
 * themselves (a lost session), the journal's inspector for the flows they run, and the signed-in
 * publisher's time zones. The parts import nothing of the app (issue 34: layers point down); the
 * app gives them this once, in the signed-in layout (src/app/list-services.ts).
 */
import { createContext, useContext } from "react";
import type { InspectionEvent } from "xstate";
import type { ApiRuntime } from "../../api";

/** A notice shown as a toast: a message id of the catalogues with its values. */
export interface ListNotice {
  readonly tone: "success" | "error" | "info";
  readonly messageId: string;
  readonly values?: Record<string, string | number>;
}

export interface ListServices {
  /** The runtime the parts' own API calls run on. */
  readonly api: ApiRuntime;
  /** Shows a notice. */
  readonly notify: (notice: ListNotice) => void;
  /** Takes a failure a part does not show in place (a lost session goes to the login page). */
  readonly handleError: (error: unknown) => void;
  /** Journals a flow a part runs (its events and outcomes), as every flow of the portal is. */
  readonly inspect: (event: InspectionEvent) => void;
  /** The publisher's time zone (IANA), which the lists' days are in. */
  readonly timeZone: string;
  /** The network's time zone, shown beside the date range. */
  readonly networkTimeZone: string;
}

const ListServicesContext = createContext<ListServices | null>(null);

export const ListServicesProvider = ListServicesContext.Provider;

/** The list services; only inside a `ListServicesProvider` (every signed-in page has one). */
export const useListServices = (): ListServices => {
  const services = useContext(ListServicesContext);
  if (!services) throw new Error("a list part outside a ListServicesProvider (src/ui/list/list-services.tsx)");
  return services;
};
