export { LogoutFlow as LogoutPage } from "../features/auth/logout-flow";
