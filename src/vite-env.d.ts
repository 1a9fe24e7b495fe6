/// <reference types="vite/client" />

/** The portal's version (package.json), shown in the footer. */
declare const __APP_VERSION__: string;

/** The route table's patterns ("/publisher/offers/:id"), for the web-vitals module (scripts/route-patterns.ts). */
declare const __ROUTE_PATTERNS__: readonly string[];
