export { LogoutFlow as LogoutPage } from "./logout/logout-flow";
