/** The pre-login layout as a lazily loaded route module. */
export { PreLoginLayout as default } from "./prelogin-layout";
