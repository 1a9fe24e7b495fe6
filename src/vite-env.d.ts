/// <reference types="vite/client" />

/** The portal's version (package.json), shown in the footer. */
declare const __APP_VERSION__: string;
