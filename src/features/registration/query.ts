/** What the registration takes from the address: the referrer token and the UTM source. */
export const registrationQuery = (search: URLSearchParams) => ({
  registrationReferrerToken: search.get("referrerToken") || search.get("ref") || null,
  utmSource: search.get("utm_source") || null,
});
