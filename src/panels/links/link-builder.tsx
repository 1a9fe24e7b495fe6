/**
 * The tracking-link builder shared by the offer detail page and the smartlink page (issue 12;
 * docs/decisions/028-offer-detail-and-link-builder.md). The link updates as the publisher types.
 *
 * Props (kept stable: other pages build on them):
 * - `baseUrl`: the tracking link without the builder's parameters, as the server gives it: an
 *   offer's `trackingLink` ("https://trk.affnet.example/click?o=12&p=1001"), or a smartlink's link.
 *   Its query is kept; the builder appends its own parameters.
 * - `extra`: the source's own field. `{ kind: "landingPage", options }` for an offer (its landing
 *   pages, sent as `lp=<id>`), `{ kind: "trafficType", options }` for a smartlink (its traffic types,
 *   sent as `tt=<id>`). `options` are `{ value, label }` (value: the id as text). "" means none: the
 *   offer's default landing page, or no traffic type.
 * - `name`: what the links are of ("#12 Offer name"), for the QR code's and the CSV's accessible names.
 * - `initial` (optional): settings to start from (`LinkSettings`: domain name or null, extra, params).
 * - `onChange` (optional): called with the settings and the link after every change (e.g. to save a
 *   smartlink campaign's tracking parameters).
 *
 * Common fields: domain (the publisher's validated domains from /proxy_domains, certStatus ok, or
 * the base link's own host as the default), subsource, track, ext_click_id, sub1 to sub6. Beside the
 * link: copy (with the "Copied to clipboard" toast), its QR code (uqr, loaded on first opening), and
 * "Copy all links as CSV" (one row per option of `extra`, when it has options).
 */
import { type ReactNode, Suspense, useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { withApi } from "../../api";
import { useApiQuery } from "../../app/use-api-query";
import { toasts } from "../../app/toasts";
import { TextField } from "../../ui/form";
import type { SelectOption } from "../../ui/form/select-field";
import { toolbarButton } from "../../ui/list";
import {
  EMPTY_SETTINGS,
  type ExtraKind,
  type LinkSettings,
  PARAM_MAX_LENGTH,
  TRACKING_PARAMS,
  type TrackingParamName,
  buildTrackingLink,
  isParamValid,
  linksCsv,
} from "./tracking-link";
import { lazyComponent } from "../../ui/lazy-component";
import { Card } from "../../ui/card";
import { settingsFromUrl, withSettings } from "./link-url";

const QrCode = lazyComponent(() => import("./qr-code"));

export type { LinkSettings } from "./tracking-link";

export interface LinkBuilderProps {
  readonly baseUrl: string;
  readonly extra: { readonly kind: ExtraKind; readonly options: ReadonlyArray<SelectOption> };
  readonly name: string;
  readonly initial?: LinkSettings;
  readonly onChange?: (settings: LinkSettings, link: string) => void;
}

const VALIDATED = "1";

/**
 * A labelled native select, drawn like the text fields: the builder sits on pages that must stay
 * light, and Headless UI's Listbox with its floating layer would add about 40 KB to each (decision 028).
 */
const NativeSelect = ({
  label,
  options,
  value,
  onChange,
}: {
  label: ReactNode;
  options: ReadonlyArray<SelectOption>;
  value: string;
  onChange: (value: string) => void;
}) => {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm outline-none focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:focus:border-teal-400 dark:focus:ring-teal-400/30"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};

const copy = (text: string) =>
  navigator.clipboard.writeText(text).then(
    () => toasts.show({ tone: "success", messageId: "lists.copied" }),
    () => toasts.show({ tone: "error", messageId: "error.unexpected" }),
  );

export function LinkBuilder({ baseUrl, extra, name, initial = EMPTY_SETTINGS, onChange }: LinkBuilderProps) {
  const intl = useIntl();
  const linkId = useId();
  const [search, setSearch] = useSearchParams();
  // The URL's values first (a reload keeps them), then what the page kept, then none.
  const [settings, setSettings] = useState<LinkSettings>(() => settingsFromUrl(search) ?? initial);
  const [qrOpen, setQrOpen] = useState(false);
  // Failed loads leave the default domain alone, as lookup selects do (spec 02 section 8).
  const domains = useApiQuery(
    withApi((api) => api.domains.list({ urlParams: { certStatus: VALIDATED, itemsPerPage: 100 } })),
    "link-builder-domains",
  );
  const link = buildTrackingLink(baseUrl, extra.kind, settings);
  const defaultHost = /^https?:\/\/([^/?#]+)/i.exec(baseUrl)?.[1] ?? baseUrl;

  const update = (next: LinkSettings) => {
    setSettings(next);
    setSearch((current) => withSettings(current, next), { replace: true });
    onChange?.(next, buildTrackingLink(baseUrl, extra.kind, next));
  };
  const setParam = (param: TrackingParamName, value: string) => update({ ...settings, params: { ...settings.params, [param]: value } });

  const domainOptions: SelectOption[] = [
    { value: "", label: intl.formatMessage({ id: "links.domain.default" }, { host: defaultHost }) },
    ...(domains.data?.["hydra:member"] ?? []).map((d) => ({ value: d.name, label: d.name })),
  ];
  const extraOptions: SelectOption[] = [{ value: "", label: intl.formatMessage({ id: `links.${extra.kind}.none` }) }, ...extra.options];

  return (
    <Card as="section" aria-labelledby={`${linkId}-title`} className="space-y-4 p-4">
      <h2 id={`${linkId}-title`} className="text-base font-semibold text-slate-900 dark:text-slate-100">
        <FormattedMessage id="links.title" />
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <NativeSelect
          label={<FormattedMessage id="links.domain" />}
          options={domainOptions}
          value={settings.domain ?? ""}
          onChange={(value) => update({ ...settings, domain: value === "" ? null : value })}
        />
        <NativeSelect
          label={<FormattedMessage id={`links.${extra.kind}`} />}
          options={extraOptions}
          value={settings.extra}
          onChange={(value) => update({ ...settings, extra: value })}
        />
        {TRACKING_PARAMS.map((param) => (
          <TextField
            key={param}
            label={<FormattedMessage id={`links.param.${param}`} />}
            name={param}
            value={settings.params[param] ?? ""}
            maxLength={PARAM_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            error={isParamValid(settings.params[param] ?? "") ? undefined : intl.formatMessage({ id: "links.error.pattern" })}
            onChange={(event) => setParam(param, event.target.value)}
          />
        ))}
      </div>
      <div className="space-y-2">
        <label htmlFor={linkId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          <FormattedMessage id="links.link" />
        </label>
        <textarea
          id={linkId}
          readOnly
          rows={2}
          value={link}
          onFocus={(event) => event.target.select()}
          className="block w-full resize-none rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs break-all text-slate-900 outline-none focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        />
        <div className="flex flex-wrap gap-2">
          <button type="button" className={toolbarButton} onClick={() => void copy(link)}>
            <FormattedMessage id="links.copy" />
          </button>
          <button
            type="button"
            className={toolbarButton}
            aria-expanded={qrOpen}
            aria-controls={`${linkId}-qr`}
            onClick={() => setQrOpen((open) => !open)}
          >
            <FormattedMessage id={qrOpen ? "links.qr.hide" : "links.qr.show"} />
          </button>
          {extra.options.length > 0 && (
            <button
              type="button"
              className={toolbarButton}
              onClick={() =>
                void copy(
                  linksCsv(baseUrl, extra.kind, settings, extra.options, [
                    intl.formatMessage({ id: `links.${extra.kind}` }),
                    intl.formatMessage({ id: "links.link" }),
                  ]),
                )
              }
            >
              <FormattedMessage id="links.copyCsv" />
            </button>
          )}
        </div>
        <div id={`${linkId}-qr`} hidden={!qrOpen}>
          {qrOpen && (
            <Suspense
              fallback={
                <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
                  <FormattedMessage id="links.qr.loading" />
                </p>
              }
            >
              <QrCode value={link} label={intl.formatMessage({ id: "links.qr.label" }, { name })} />
            </Suspense>
          )}
        </div>
      </div>
    </Card>
  );
}
