/** Registration: custom fields, messengers, the form, its confirmation and file uploads. */
import { Effect } from "effect";
import type { RegistrationPayload } from "../../../contracts/registration.contract";
import { callApi } from "../call";
import { ApiClient } from "../client";

/** Registration calls; every method fails with the error catalogue (`ApiError`). */
export class RegistrationApi extends Effect.Service<RegistrationApi>()("api/RegistrationApi", {
  accessors: true,
  effect: Effect.map(ApiClient, ({ registration }) => ({
    /** The custom fields of the form (`hydra:member`). */
    fields: () => callApi(registration.fields({})),
    /** The messenger options of the form. */
    messengers: () => callApi(registration.messengers({})),
    /** Registers; a 406 is `RequestFailed` carrying the server's description. */
    register: (payload: RegistrationPayload) => callApi(registration.register({ payload })),
    /** Confirms the registration with the token of the activation e-mail. */
    confirm: (token: string, fingerprint?: string) =>
      callApi(registration.confirm({ path: { token }, payload: fingerprint === undefined ? {} : { fingerprint } })),
    /** Uploads one file (field `file`) for an upload custom field; answers its media object. */
    uploadMedia: (form: FormData) => callApi(registration.uploadMedia({ payload: form })),
  })),
}) {}
