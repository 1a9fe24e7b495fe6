/**
 * An offer at `offers/{id}` (spec 02 section 2; issue 12): its header with the availability and the
 * action it allows (machines/offer-access), and the tabs overview, links_and_creatives, postback and
 * shortlink, the tab in the URL (`?selectedTab=`, as Settings). An unknown id says "Not Found".
 */
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { type ReactNode, Suspense, useDeferredValue, useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useParams, useSearchParams } from "react-router-dom";
import type { Offer } from "../../../contracts/offers.contract";
import { usePublisher } from "../../app/react";
import { useFlow } from "../../app/use-flow";
import { useFormText } from "../../ui/form";
import { toolbarButton } from "../../ui/list";
import { tabButton } from "../../ui/tab-button";
import { PageTitle } from "../../ui/page-title";
import type { LinkSettings } from "../../panels/links/tracking-link";
import { OfferAccessAction } from "./offer-access-action";
import { useOfferAccessMachine } from "./flow-implementations";
import { OfferImage } from "./offer-image";
import { OfferOverview } from "./offer-overview";
import { lazyComponent } from "../../ui/lazy-component";
import { Card } from "../../ui/card";
import { NetworkButton } from "../../ui/needs-network";

const OfferLinksTab = lazyComponent(() => import("./offer-links-tab"));
const OfferShortlinksTab = lazyComponent(() => import("./offer-shortlinks-tab"));
const OfferPostbacksTab = lazyComponent(() => import("./offer-postbacks-tab"));

export const OFFER_TABS = ["overview", "links_and_creatives", "postback", "shortlink"] as const;

const BackLink = () => (
  <Link
    to="/offers"
    className="inline-flex items-center gap-1 rounded text-sm font-medium text-teal-800 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-teal-300 dark:focus-visible:ring-teal-400"
  >
    <span aria-hidden="true">←</span>
    <FormattedMessage id="offerDetail.back" />
  </Link>
);

const Loading = () => (
  <p role="status" className="text-sm text-slate-500 dark:text-slate-400">
    <FormattedMessage id="lists.loading" />
  </p>
);

/** The document's title follows the offer's name. */
const useDocumentTitle = (title: string | undefined) => {
  const intl = useIntl();
  useEffect(() => {
    if (title) document.title = `${title} · ${intl.formatMessage({ id: "app.title" })}`;
  }, [title, intl]);
};

const Tabs = ({ offer }: { offer: Offer }) => {
  const [params, setParams] = useSearchParams();
  const symbol = usePublisher().currency.symbol;
  const selected = Math.max(
    0,
    OFFER_TABS.findIndex((t) => t === params.get("selectedTab")),
  );
  const [linkSettings, setLinkSettings] = useState<LinkSettings | null>(null);
  const panels: Record<(typeof OFFER_TABS)[number], ReactNode> = {
    overview: <OfferOverview offer={offer} symbol={symbol} />,
    links_and_creatives: (
      <Suspense fallback={<Loading />}>
        <OfferLinksTab offer={offer} settings={linkSettings} onSettings={setLinkSettings} />
      </Suspense>
    ),
    postback: (
      <Suspense fallback={<Loading />}>
        <OfferPostbacksTab offer={offer} />
      </Suspense>
    ),
    shortlink: (
      <Suspense fallback={<Loading />}>
        <OfferShortlinksTab offer={offer} />
      </Suspense>
    ),
  };
  return (
    <TabGroup
      selectedIndex={selected}
      onChange={(index) => {
        const next = new URLSearchParams(params);
        next.set("selectedTab", OFFER_TABS[index]!);
        setParams(next, { replace: true });
      }}
    >
      <TabList className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-700">
        {OFFER_TABS.map((tab) => (
          <Tab key={tab} className={tabButton}>
            <FormattedMessage id={`offerDetail.tab.${tab}`} />
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-4">
        {OFFER_TABS.map((tab) => (
          <TabPanel key={tab} unmount className="rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-teal-500">
            {panels[tab]}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
};

const OfferDetail = ({ relativeId }: { relativeId: number }) => {
  const machine = useOfferAccessMachine();
  const [snapshot, send] = useFlow(machine, "offerAccess", { relativeId });
  const { loadError, actionError } = snapshot.context;
  // The page with the offer renders in slices (a transition), not in the flow's update: a flow's
  // snapshot reaches React through useSyncExternalStore, whose updates render at once (the offer's
  // first render with its data was one task of 350-500 ms at a phone's CPU, decision 086).
  const offer = useDeferredValue(snapshot.context.offer);
  const text = useFormText();
  useDocumentTitle(offer ? `#${offer.relativeId} ${offer.displayName}` : undefined);
  // The manager's answer to a request arrives on the server: the flow asks again when the page gains
  // focus, and when the network is back (also after a load that failed offline: decision 083).
  useEffect(() => {
    const onFocus = () => send({ type: "offer.refresh" });
    const onOnline = () => {
      send({ type: "load.retry" });
      send({ type: "offer.refresh" });
    };
    window.addEventListener("focus", onFocus);
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("focus", onFocus);
      window.removeEventListener("online", onOnline);
    };
  }, [send]);

  if (!offer) {
    if (snapshot.matches("failed") && loadError) {
      return loadError.notFound ? (
        <NotFound />
      ) : (
        <div className="space-y-4">
          <BackLink />
          <PageTitle id="offerDetail.title" />
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-400/30 dark:bg-red-400/10 dark:text-red-200"
          >
            <span>{text(loadError.message)}</span>
            <NetworkButton className={toolbarButton} onClick={() => send({ type: "load.retry" })}>
              <FormattedMessage id="lists.retry" />
            </NetworkButton>
          </div>
        </div>
      );
    }
    return (
      <div className="space-y-4">
        <BackLink />
        <Loading />
      </div>
    );
  }
  const state = typeof snapshot.value === "string" ? snapshot.value : "loading";
  return (
    <div className="space-y-6">
      <BackLink />
      <header className="flex flex-wrap items-start gap-4">
        <OfferImage src={offer.previewImage} width={128} height={72} className="h-18 w-32 shrink-0 rounded-lg object-cover" />
        <div className="min-w-0 flex-1 space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-slate-50">
            <span className="font-mono text-lg text-slate-500 dark:text-slate-400">#{offer.relativeId}</span> {offer.displayName}
          </h1>
          <OfferAccessAction
            offer={offer}
            state={state}
            error={actionError}
            onGetLink={() => send({ type: "offer.getLink" })}
            onRequest={() => send({ type: "offer.request" })}
            onRefresh={() => send({ type: "offer.refresh" })}
          />
        </div>
      </header>
      <Tabs offer={offer} />
    </div>
  );
};

const NotFound = () => (
  <div className="space-y-4">
    <BackLink />
    <PageTitle id="offerDetail.title" />
    <Card as="p" role="alert" className="px-4 py-6 text-sm text-slate-700 dark:text-slate-200">
      <FormattedMessage id="news.article.notFound" />
    </Card>
  </div>
);

export default function OfferDetailPage() {
  const { id = "" } = useParams();
  // An id that is no number is not asked for: it is not found as it stands.
  if (!/^[1-9][0-9]{0,8}$/.test(id)) return <NotFound />;
  return <OfferDetail key={id} relativeId={Number(id)} />;
}
