export { LogoutFlow as LogoutPage } from "./logout-flow";
