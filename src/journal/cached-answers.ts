/**
 * The publisher's answers kept in Cache Storage (issue 36: a service worker's caches of API answers)
 * go with the session, as the journal does (`ClientStore.endSession`: logout, a 401, a session ended
 * in another tab and then met here as a 401). Every cache but the worker's precache of the build
 * (Workbox's `workbox-precache-…`: scripts, styles, pages without anyone's data) is deleted, whatever
 * its name: a cache added later cannot be missed.
 */

/** The caches that hold only the build. */
const BUILD_CACHE = /^workbox-precache-/;

/** Deletes every cache of this origin but the build's; settles when they are gone (never fails). */
export const forgetCachedAnswers = async (): Promise<void> => {
  if (typeof caches === "undefined") return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => !BUILD_CACHE.test(name)).map((name) => caches.delete(name)));
  } catch {
    // Cache Storage refused (a private window's quota, a browser setting): nothing of it was kept either.
  }
};
