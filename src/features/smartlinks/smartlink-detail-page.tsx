/**
 * A smartlink's own page at `smartlinks/{id}` (spec 02 sections 2-6; issue 13), only with
 * ROLE_SMARTLINKS: its name, vertical and stage (one label for the badge and the text, decision 049),
 * the timeline of its lifecycle (the server's dates and the journal's steps), its settings (traffic
 * type, countries, domain, custom URL), editable while the server allows, Launch or Request while it
 * has no campaign, its link (the shared builder, from the campaign's domain) and its postbacks
 * (smartlink scope). A smartlink of a disabled vertical says so and offers no launch, edit or link.
 * The smartlink request flow runs the page: the stage follows the manager's decisions when the window
 * regains focus, or on Refresh (docs/decisions/031 and 037). An unknown id shows "Not Found".
 */
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useParams } from "react-router-dom";
import { Effect } from "effect";
import { type SmartlinkStage, changedFrom, editValues, stageOf } from "../../../machines/smartlink-request/smartlink-request.machine";
import { timezoneOf } from "../../../machines/session/session.machine";
import { withApi } from "../../api";
import { useHasRole, usePublisher } from "../../app/react";
import { useApiQuery } from "../../app/use-api-query";
import { useFlow } from "../../app/use-flow";
import { secondaryButton } from "../../ui/buttons";
import { DateTimeAgo } from "../../ui/date-time-ago";
import { FormAlert, useFormText } from "../../ui/form";
import { LeaveGuard } from "../../ui/leave-guard";
import { PageTitle } from "../../ui/page-title";
import { useRefreshOnFocus, useSmartlinkRequestMachine } from "./flow-implementations";
import { SMARTLINKS_ROLE, SmartlinkStageBadge } from "./smartlink-labels";
import { type TimelineItem, smartlinkTimeline } from "./smartlink-timeline";
import { useJournalSteps } from "./use-journal-steps";
import { lazyComponent } from "../../ui/lazy-component";
import { CARD, Card } from "../../ui/card";
// This group comes with the module that calls it, not at its first call (src/api/groups.ts).
import "../../../contracts/smartlinks.contract";
import { NetworkButton, useNeedsNetwork } from "../../ui/needs-network";

const LaunchDialog = lazyComponent(() => import("./launch-dialog"));
const CampaignEditForm = lazyComponent(() => import("./campaign-edit-form"));
const SmartlinkLinkSection = lazyComponent(() => import("./smartlink-link-section"));

/** The id of an IRI: its last path segment. */
const idOf = (iri: string) => iri.slice(iri.lastIndexOf("/") + 1);
/** certStatus ok: a domain the link builder may start from. */
const VALIDATED = 1;
/** Stages whose settings the server lets the publisher change. */
const EDITABLE: ReadonlySet<SmartlinkStage> = new Set(["requested", "inReview", "live", "test"]);

/** The list reloads whenever it is opened: nothing to tell it when the campaign changes here. */
const nothing = () => {};

const card = `${CARD} px-5 py-4`;
const sectionTitle = "text-base font-semibold text-slate-900 dark:text-slate-50";

const BackLink = () => (
  <Link
    to="/smartlinks"
    className="inline-flex items-center gap-1 rounded text-sm font-medium text-teal-800 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-teal-300 dark:focus-visible:ring-teal-400"
  >
    <span aria-hidden="true">←</span>
    <FormattedMessage id="smartlinks.detail.back" />
  </Link>
);

const NotFound = () => (
  <Card as="p" role="alert" className="px-4 py-6 text-sm text-slate-700 dark:text-slate-200">
    <FormattedMessage id="smartlinks.detail.notFound" />
  </Card>
);

const Timeline = ({ items, timeZone }: { items: ReadonlyArray<TimelineItem>; timeZone: string }) => (
  <section aria-labelledby="smartlink-timeline" className={card}>
    <h2 id="smartlink-timeline" className={sectionTitle}>
      <FormattedMessage id="smartlinks.detail.timeline" />
    </h2>
    {items.length === 0 ? (
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage id="smartlinks.timeline.empty" />
      </p>
    ) : (
      <ol className="relative mt-3 space-y-3 border-l border-slate-200 pl-4 dark:border-slate-700">
        {items.map((item) => (
          <li key={item.key} className="relative text-sm text-slate-800 dark:text-slate-200">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[21px] size-2.5 rounded-full border-2 border-white bg-teal-600 dark:border-slate-900 dark:bg-teal-400"
            />
            <span data-testid="timeline-step">
              <span className="font-medium">
                <FormattedMessage id={`smartlinks.timeline.${item.kind}`} />
              </span>
              {item.by === "you" && item.kind !== "youEdited" && (
                <span className="text-slate-600 dark:text-slate-400">
                  {" "}
                  <FormattedMessage id="smartlinks.timeline.byYou" />
                </span>
              )}
            </span>
            <span aria-hidden="true" className="text-slate-500 dark:text-slate-400">
              {" · "}
            </span>
            <span className="sr-only">, </span>
            <DateTimeAgo iso={item.at} timeZone={timeZone} className="tabular-nums text-slate-600 dark:text-slate-400" />
          </li>
        ))}
      </ol>
    )}
  </section>
);

const Term = ({ id, children }: { id: string; children: React.ReactNode }) => (
  <div>
    <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
      <FormattedMessage id={id} />
    </dt>
    <dd className="mt-1 text-sm text-slate-900 dark:text-slate-50">{children}</dd>
  </div>
);

const SmartlinkDetail = ({ relativeId }: { relativeId: number }) => {
  const intl = useIntl();
  const text = useFormText();
  const timeZone = timezoneOf(usePublisher());
  const machine = useSmartlinkRequestMachine(nothing);
  const [state, send] = useFlow(machine, `smartlink-${relativeId}`, { relativeId });
  const [launching, setLaunching] = useState(false);
  // Launching, requesting and asking again need the server: offline they wait, with the reason.
  const network = useNeedsNetwork();
  // What the launch dialog learned (the vertical disabled, a refusal): this page's flow asks again.
  const refreshFlow = useCallback(() => send({ type: "smartlink.refresh" }), [send]);
  const trafficTypes = useApiQuery(
    withApi((api) => api.lookups.trafficTypes({})),
    "traffic-types",
  );
  const { report, loadError, notFound } = state.context;
  const steps = useJournalSteps(report?.smartlink["@id"] ?? "");
  // The campaign's domain by its IRI: its name for the page, and whether the builder may start from it.
  const domainIri = report?.campaign?.domain ?? null;
  const domain = useApiQuery(
    withApi((api) => (domainIri === null ? Effect.succeed(null) : api.domains.get({ path: { id: Number(idOf(domainIri)) } }))),
    `smartlink-domain:${domainIri ?? "none"}`,
  );

  useRefreshOnFocus(send);

  useEffect(() => {
    if (report) document.title = `${report.smartlink.name} · ${intl.formatMessage({ id: "app.title" })}`;
  }, [report, intl]);

  // When the edit form closes (saved or cancelled), the keyboard goes back to Edit.
  const editing = state.matches("editing") || state.matches("saving");
  // Leaving with the form changed asks first (issue 35 item 1), as Settings' profile does.
  const edited = editing && changedFrom(state.context.values, editValues(state.context.report?.campaign ?? null));
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const typeOptions = useMemo(
    () => (trafficTypes.data?.["hydra:member"] ?? []).map((t) => ({ value: t["@id"], label: t.name })),
    [trafficTypes.data],
  );
  const regions = useMemo(() => new Intl.DisplayNames([intl.locale], { type: "region", fallback: "code" }), [intl.locale]);

  if (state.matches("failed") && notFound) {
    return (
      <div className="space-y-4">
        <BackLink />
        <PageTitle id="menu.smartlinks" />
        <NotFound />
      </div>
    );
  }
  if (!report) {
    return (
      <div className="space-y-4">
        <BackLink />
        {state.matches("failed") ? (
          <div className="space-y-3">
            <FormAlert>{text(loadError)}</FormAlert>
            <NetworkButton className={secondaryButton} onClick={() => send({ type: "load.retry" })}>
              <FormattedMessage id="smartlinks.dialog.retry" />
            </NetworkButton>
          </div>
        ) : (
          <p aria-busy="true" className="text-sm text-slate-600 dark:text-slate-300">
            <FormattedMessage id="smartlinks.dialog.loading" />
          </p>
        )}
      </div>
    );
  }

  const { smartlink, campaign, vertical } = report;
  const stage = stageOf(report);
  const typeName = campaign ? (typeOptions.find((t) => t.value === campaign.trafficType)?.label ?? "…") : null;
  const countries = campaign?.countries ?? [];
  const busy = state.matches("loading") || state.matches("routing");
  const domainName = campaign?.domain ? (domain.data?.name ?? "…") : null;
  const linkDomain = domain.data?.certStatus === VALIDATED ? domain.data.name : null;

  return (
    <div className="space-y-4">
      <LeaveGuard dirty={edited} />
      <BackLink />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-slate-50">{smartlink.name}</h1>
        <SmartlinkStageBadge stage={stage} />
      </div>

      <section aria-labelledby="smartlink-summary" className={card}>
        <h2 id="smartlink-summary" className="sr-only">
          <FormattedMessage id="smartlinks.detail.summary" />
        </h2>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <Term id="smartlinks.column.id">
            <span className="tabular-nums">#{smartlink.relativeId}</span>
          </Term>
          <Term id="smartlinks.column.vertical">{vertical.name}</Term>
          <Term id="smartlinks.column.status">
            <span role="status" aria-busy={busy}>
              <FormattedMessage id={`smartlinks.stage.${stage}`} />
            </span>
          </Term>
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          {(stage === "available" || stage === "onRequest") && (
            <NetworkButton
              network={network}
              className="rounded-lg bg-teal-700 px-4 py-2 text-sm font-medium text-white outline-none hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-teal-500 dark:text-slate-950 dark:hover:bg-teal-400 dark:focus-visible:ring-offset-slate-900"
              onClick={() => setLaunching(true)}
            >
              <FormattedMessage id={stage === "available" ? "smartlinks.action.launch" : "smartlinks.action.request"} />
            </NetworkButton>
          )}
          <NetworkButton
            network={network}
            className={secondaryButton}
            disabled={editing}
            onClick={() => send({ type: "smartlink.refresh" })}
          >
            <FormattedMessage id="smartlinks.detail.refresh" />
          </NetworkButton>
        </div>
        {network.note}
      </section>

      {campaign && (
        <section aria-labelledby="smartlink-traffic" className={card}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="smartlink-traffic" className={sectionTitle}>
              <FormattedMessage id="smartlinks.detail.traffic" />
            </h2>
            {EDITABLE.has(stage) && !editing && (
              <button ref={editButton} type="button" className={secondaryButton} onClick={() => send({ type: "smartlink.edit" })}>
                <FormattedMessage id="smartlinks.detail.edit" />
              </button>
            )}
          </div>
          {editing ? (
            <Suspense fallback={null}>
              <CampaignEditForm
                values={state.context.values}
                errors={state.context.errors}
                formError={state.context.formError}
                busy={state.matches("saving")}
                countryRequired={vertical.countryRequired}
                trafficTypes={typeOptions}
                currentDomain={campaign.domain && domain.data ? { value: campaign.domain, label: domain.data.name } : undefined}
                send={send}
              />
            </Suspense>
          ) : (
            <>
              <dl className="mt-3 grid gap-4 sm:grid-cols-2">
                <Term id="smartlinks.field.trafficType">{typeName}</Term>
                <Term id="smartlinks.field.countries">
                  {countries.length === 0 ? (
                    <FormattedMessage id="smartlinks.detail.allCountries" />
                  ) : (
                    countries.map((c) => `${regions.of(c) ?? c} (${c})`).join(", ")
                  )}
                </Term>
                <Term id="smartlinks.field.domain">{domainName ?? <FormattedMessage id="smartlinks.field.domainNone" />}</Term>
                <Term id="smartlinks.field.customUrl">
                  {campaign.customUrl ? (
                    <span className="break-all">{campaign.customUrl}</span>
                  ) : (
                    <FormattedMessage id="smartlinks.detail.noCustomUrl" />
                  )}
                </Term>
              </dl>
              {!EDITABLE.has(stage) && stage !== "disabled" && (
                <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
                  <FormattedMessage id="smartlinks.detail.notEditable" />
                </p>
              )}
            </>
          )}
        </section>
      )}

      <Timeline items={smartlinkTimeline(campaign, steps)} timeZone={timeZone} />

      <Suspense fallback={null}>
        <SmartlinkLinkSection
          smartlink={smartlink}
          campaign={stage === "disabled" ? null : campaign}
          domain={linkDomain}
          disabled={stage === "disabled"}
          trafficTypes={typeOptions}
        />
      </Suspense>

      {launching && (
        <Suspense fallback={null}>
          <LaunchDialog
            smartlink={smartlink}
            onClose={() => {
              setLaunching(false);
              send({ type: "smartlink.refresh" });
            }}
            onChanged={nothing}
            onStale={refreshFlow}
          />
        </Suspense>
      )}
    </div>
  );
};

export default function SmartlinkDetailPage() {
  const allowed = useHasRole(SMARTLINKS_ROLE);
  const { id = "" } = useParams();
  // An id that is no number is not asked for: it is not found as it stands.
  const valid = /^[1-9][0-9]{0,8}$/.test(id);
  if (!allowed || !valid) {
    return (
      <div className="space-y-4">
        <BackLink />
        <PageTitle id="menu.smartlinks" />
        {allowed ? (
          <NotFound />
        ) : (
          <FormAlert tone="info">
            <FormattedMessage id="smartlinks.notEnabled" />
          </FormAlert>
        )}
      </div>
    );
  }
  return <SmartlinkDetail key={id} relativeId={Number(id)} />;
}
