/** The offer access flow with the app's implementations: its API calls through `system.fromApi`, and failures. */
import { useMemo } from "react";
import type { Offer } from "../../../contracts/offers.contract";
import { offerAccessMachine } from "../../../machines/offer-access/offer-access.machine";
import { isTag } from "../../api/catalogue";
import { handleError } from "../../app/error-handler";
import { useSystem } from "../../app/react";
import { toasts } from "../../app/toasts";
import { OFFER_AVAILABILITY } from "../../../contracts/offers.contract";
import { loadOfferCall, requestAccessCall } from "./offer-calls";

export const useOfferAccessMachine = () => {
  const { fromApi } = useSystem();
  return useMemo(
    () =>
      offerAccessMachine.provide({
        actors: {
          loadOffer: fromApi<{ relativeId: number }, Offer>(loadOfferCall),
          requestAccess: fromApi<{ relativeId: number }, Offer>(requestAccessCall),
        },
        actions: {
          // The flow shows texts in place; the shared handler takes a lost session.
          reportFailure: (_, { error }) => {
            if (isTag(error, "Unauthorized")) handleError(error);
          },
          offerChanged: (_, { offer }) => {
            if (offer.availability === OFFER_AVAILABILITY.requested)
              toasts.show({ tone: "success", messageId: "offers.action.requestSent" });
          },
        },
      }),
    [fromApi],
  );
};
