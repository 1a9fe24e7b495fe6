/** The offer's postbacks tab: until the postbacks panel lands (branch domains-postbacks), it says so. */
import { FormattedMessage } from "react-intl";
import type { Offer } from "../../../contracts/offers.contract";

export default function OfferPostbacksTab(_: { offer: Offer }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
      <FormattedMessage id="offerDetail.postbacksComing" />
    </p>
  );
}
