/** The offer's postbacks (issue 12): the shared postbacks panel in the offer's scope. */
import type { Offer } from "../../../contracts/offers.contract";
import { PostbacksPanel } from "../../panels/postbacks/postbacks-panel";

export default function OfferPostbacksTab({ offer }: { offer: Offer }) {
  return <PostbacksPanel scope="offer" offer={{ id: offer.relativeId, iri: offer["@id"] }} />;
}
