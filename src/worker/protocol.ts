/**
 * What the portal's pages and its service worker say to each other (docs/decisions/083-readable-offline.md):
 * a module of constants alone, so that the page's bundle takes none of the worker's code with them.
 */

/** The header of an answer the worker gave back from its saved copy: when it was fetched (an ISO instant). The portal shows it as "as of". */
export const SAVED_AT_HEADER = "x-portal-saved-at";

/** The message a page sends its worker once it knows who is signed in: `{ type, relativeId }`. */
export const PUBLISHER_MESSAGE = "portal.publisher";
