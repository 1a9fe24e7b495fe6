/** The manager's contact links live with the shared parts (the settings contacts tab shows them too). */
export { type Channel, contactLinks, initialOf } from "../../ui/contacts/contact-links";
