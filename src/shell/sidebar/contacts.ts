/** The manager's contact links live with the shared parts (the settings contacts tab shows them too). */
export { type Channel, type ContactLink, contactLinks, initialOf } from "../../ui/contacts/contact-links";
