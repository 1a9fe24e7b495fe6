/**
 * The largest file `POST /media_objects` takes, in bytes ("Allowed maximum size is 5 MB"): one number
 * for the client's check before it uploads (machines/registration/registration.rules.ts), the mock
 * server's rule (mock-server/handlers/registration.ts) and its multipart parser's limit
 * (mock-server/contract-routes.ts).
 */
export const MAX_UPLOAD_BYTES = 5_000_000;

/** Most files an upload field that takes several holds ("You can upload at most 5 files."): the form's and the server's. */
export const MAX_FILES = 5;
