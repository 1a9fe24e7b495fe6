/** The registration flows with the app's implementations: API calls, the fingerprint, toasts, navigation. */
import { useMemo } from "react";
import { useNavigate } from "react-router-dom";
import { registrationConfirmMachine } from "../../../machines/registration-confirm/registration-confirm.machine";
import { registrationMessengersMachine } from "../../../machines/registration/registration-messengers.machine";
import {
  type Collection,
  type MediaObjectRef,
  type Registered,
  registrationMachine,
} from "../../../machines/registration/registration.machine";
import type { MessengerOption } from "../../../machines/registration/registration.rules";
import type { PublisherCustomField, RegistrationPayload } from "../../../contracts/registration.contract";
import { handleError } from "../../app/error-handler";
import { useSystem } from "../../app/react";
import { toasts } from "../../app/toasts";
import { takeFingerprint } from "../../lib/take-fingerprint";

export const useRegistrationMachine = () => {
  const { fromApi } = useSystem();
  return useMemo(
    () =>
      registrationMachine.provide({
        actors: {
          loadFields: fromApi<void, Collection<PublisherCustomField>>((api) => api.registration.fields({})),
          loadMessengers: fromApi<void, Collection<MessengerOption>>((api) => api.registration.messengers({})),
          takeFingerprint,
          uploadMedia: fromApi<{ file: Blob; name: string }, MediaObjectRef>((api, { file, name }) => {
            const form = new FormData();
            form.append("file", file, name);
            return api.registration.uploadMedia({ payload: form });
          }),
          register: fromApi<RegistrationPayload, Registered>((api, payload) => api.registration.register({ payload })),
        },
        actions: {
          handleError: (_, { error, unhandledViolations }) => handleError(error, unhandledViolations),
        },
      }),
    [fromApi],
  );
};

export const useRegistrationConfirmMachine = () => {
  const { fromApi } = useSystem();
  const navigate = useNavigate();
  return useMemo(
    () =>
      registrationConfirmMachine.provide({
        actors: {
          takeFingerprint,
          confirm: fromApi<{ token: string; fingerprint: string | undefined }, unknown>((api, { token, fingerprint }) =>
            api.registration.confirm({ path: { token }, payload: fingerprint === undefined ? {} : { fingerprint } }),
          ),
        },
        actions: {
          notifyConfirmed: () => toasts.show({ tone: "success", messageId: "registration.confirmed" }),
          toLogin: () => void navigate("/login", { replace: true }),
        },
      }),
    [fromApi, navigate],
  );
};

export const useRegistrationMessengersMachine = () => {
  const { fromApi } = useSystem();
  return useMemo(
    () =>
      registrationMessengersMachine.provide({
        actors: { loadMessengers: fromApi<void, Collection<MessengerOption>>((api) => api.registration.messengers({})) },
      }),
    [fromApi],
  );
};
