/** The signed-in layout (header, sidebar, footer) as a lazily loaded route module. */
export { SignedInLayout as default } from "./signed-in-layout";
