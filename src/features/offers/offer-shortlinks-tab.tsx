/**
 * An offer's shortlinks (spec 02 sections 2, 5 and 8; issue 12): create one with a domain (the
 * publisher's validated ones, or the network's short domain), a title, a cover image and a preview
 * image (JPEG, JPG or PNG checked by content, at most 5,000,000 bytes: the spec's messages), list
 * them with copy and delete. The server's refusals stay in place: violations on their fields, the
 * limit's "Shortlinks limit exceeded." above the form; nothing chosen or typed is lost.
 */
import { type FormEvent, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { Offer } from "../../../contracts/offers.contract";
import { mediaContentUrl } from "../../../contracts/registration.contract";
import { SHORTLINK_LIMIT, SHORTLINK_TITLE_MAX, type Shortlink } from "../../../contracts/shortlinks.contract";
import { graphemeLength } from "../../../contracts/text-length";
import { type FieldErrors, type FormMessage, formFailureOf } from "../../../machines/form/form-model";
import { type CandidateFile, type ChosenFile, fileProblem } from "../../../machines/registration/registration.rules";
import { timezoneOf } from "../../../machines/session/session.machine";
import { runApi, withApi } from "../../api";
import { useSystem, usePublisher } from "../../app/react";
import { toasts } from "../../app/toasts";
import { useApiQuery } from "../../app/use-api-query";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { DateTimeAgo } from "../../ui/date-time-ago";
import { FormAlert, SubmitButton, TextField, useFormText } from "../../ui/form";
import { SelectField } from "../../ui/form/select-field";
import { CopyButton, toolbarButton } from "../../ui/list";
import { LeaveGuard } from "../../ui/leave-guard";
import { LoadFailed } from "../../ui/load-failed";
import { UploadField } from "../../ui/form/upload-field";
import { Card } from "../../ui/card";
import { NetworkButton, useNeedsNetwork } from "../../ui/needs-network";

const FIELDS = ["domain", "title", "coverImage", "previewImage", "offer"] as const;
type Field = (typeof FIELDS)[number];
type ImageField = "coverImage" | "previewImage";
const VALIDATED = "1";

/** The network's short domain, shortlinks' default (the mock's DEFAULT_SHORT_DOMAIN). */
export const DEFAULT_SHORT_DOMAIN = "s.affnet.example";

interface Values {
  readonly domain: string;
  readonly title: string;
  readonly coverImage: ChosenFile | null;
  readonly previewImage: ChosenFile | null;
}
const EMPTY: Values = { domain: "", title: "", coverImage: null, previewImage: null };

/** How many shortlinks the publisher has, all offers together (null while it is read). */
const useShortlinkCount = (version: number): number | null => {
  const count = useApiQuery(
    withApi((a) => a.shortlinks.list({ urlParams: { itemsPerPage: 10 } })),
    `shortlinks-count:${version}`,
  );
  return count.latest?.["hydra:totalItems"] ?? null;
};

interface CreateFormProps {
  readonly offer: Offer;
  /** The publisher's shortlinks, all offers together (null while read). */
  readonly used: number | null;
  readonly onCreated: () => void;
  readonly onRefused: () => void;
}

const CreateForm = ({ offer, used, onCreated, onRefused }: CreateFormProps) => {
  const intl = useIntl();
  const text = useFormText();
  const { api } = useSystem();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<FormMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const domains = useApiQuery(
    withApi((a) => a.domains.list({ urlParams: { certStatus: VALIDATED, itemsPerPage: 100 } })),
    "shortlink-domains",
  );
  const domainOptions = [
    { value: "", label: intl.formatMessage({ id: "shortlinks.domain.default" }, { host: DEFAULT_SHORT_DOMAIN }) },
    ...(domains.data?.["hydra:member"] ?? []).map((d) => ({ value: d["@id"], label: d.name })),
  ];

  const choose = (field: ImageField, candidates: CandidateFile[]) => {
    const candidate = candidates[0];
    if (!candidate) return;
    const problem = fileProblem(candidate);
    // A refused file leaves the one chosen before in place.
    if (problem) return setErrors((e) => ({ ...e, [field]: [problem] }));
    setErrors(({ [field]: _, ...rest }) => rest);
    setValues((v) => ({
      ...v,
      [field]: { key: `${field}-${Date.now()}`, name: candidate.name, size: candidate.size, file: candidate.file, iri: null },
    }));
  };

  /** Uploads a chosen image once (its media object is kept for the next attempt). */
  const upload = async (field: ImageField): Promise<string | null> => {
    const chosen = values[field];
    if (!chosen) return null;
    if (chosen.iri) return chosen.iri;
    const form = new FormData();
    form.append("file", chosen.file, chosen.name);
    const result = await runApi(
      api,
      withApi((a) => a.registration.uploadMedia({ payload: form })),
    );
    if (result._tag === "Left") {
      const failure = formFailureOf(result.left, ["file"]);
      setErrors((e) => ({ ...e, [field]: failure.errors.file ?? [failure.formError ?? { id: "error.unexpected" }] }));
      throw result.left;
    }
    const iri = result.right["@id"];
    setValues((v) => (v[field]?.key === chosen.key ? { ...v, [field]: { ...chosen, iri } } : v));
    return iri;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A title, so that an empty click does not spend one of the publisher's few shortlinks on "Untitled".
    if (values.title.trim() === "") return setErrors((e) => ({ ...e, title: [{ id: "shortlinks.error.titleRequired" }] }));
    if (graphemeLength(values.title.trim()) > SHORTLINK_TITLE_MAX)
      return setErrors((e) => ({ ...e, title: [{ id: "shortlinks.error.title", values: { max: SHORTLINK_TITLE_MAX } }] }));
    setBusy(true);
    setFormError(null);
    try {
      const [coverImage, previewImage] = await Promise.all([upload("coverImage"), upload("previewImage")]);
      const result = await runApi(
        api,
        withApi((a) =>
          a.shortlinks.create({
            payload: {
              offer: offer["@id"],
              domain: values.domain === "" ? null : values.domain,
              title: values.title.trim() === "" ? null : values.title.trim(),
              coverImage,
              previewImage,
            },
          }),
        ),
      );
      if (result._tag === "Left") {
        const failure = formFailureOf(result.left, FIELDS);
        setErrors(failure.errors);
        setFormError(failure.formError);
        // The count may be out of date (shortlinks made elsewhere): read it again.
        onRefused();
        return;
      }
      setValues(EMPTY);
      setErrors({});
      toasts.show({ tone: "success", messageId: "shortlinks.created" });
      onCreated();
    } catch {
      // An upload failed: its message is on its field.
    } finally {
      setBusy(false);
    }
  };

  const offerError = text(errors.offer);
  const atLimit = used !== null && used >= SHORTLINK_LIMIT;
  return (
    <Card as="form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="shortlink-create" className="space-y-4 p-4">
      <h2 id="shortlink-create" className="text-base font-semibold text-slate-900 dark:text-slate-100">
        <FormattedMessage id="shortlinks.create" />
      </h2>
      {/* A title or an image chosen is typed work: leaving the offer asks first (issue 35 item 1). */}
      <LeaveGuard
        dirty={
          !busy && (values.domain !== EMPTY.domain || values.title !== "" || values.coverImage !== null || values.previewImage !== null)
        }
      />
      <p id="shortlink-usage" className="text-sm text-slate-600 dark:text-slate-400">
        {used === null ? (
          <FormattedMessage id="shortlinks.usage.loading" />
        ) : (
          <FormattedMessage id="shortlinks.usage" values={{ used, limit: SHORTLINK_LIMIT }} />
        )}
      </p>
      {/* The spec's text (02 section 8), and what to do about it. */}
      {atLimit && (
        <FormAlert tone="info">
          {`${intl.formatMessage({ id: "shortlinks.usage.full" })} ${intl.formatMessage({ id: "shortlinks.usage.fullHint" })}`}
        </FormAlert>
      )}
      {formError && <FormAlert>{text(formError)}</FormAlert>}
      {offerError && <FormAlert>{offerError}</FormAlert>}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <SelectField
          label={<FormattedMessage id="links.domain" />}
          placeholder={domainOptions[0]!.label}
          options={domainOptions}
          value={values.domain}
          error={text(errors.domain)}
          onChange={(domain) => {
            setValues((v) => ({ ...v, domain }));
            setErrors(({ domain: _, ...rest }) => rest);
          }}
        />
        <TextField
          label={<FormattedMessage id="shortlinks.title" />}
          required
          value={values.title}
          maxLengthCounter={SHORTLINK_TITLE_MAX}
          count={graphemeLength}
          error={text(errors.title)}
          onChange={(event) => {
            const title = event.target.value;
            setValues((v) => ({ ...v, title }));
            setErrors(({ title: _, ...rest }) => rest);
          }}
        />
        {(["coverImage", "previewImage"] as const).map((field) => (
          <UploadField
            key={field}
            label={intl.formatMessage({ id: `shortlinks.${field}` })}
            required={false}
            multiple={false}
            maxFiles={1}
            files={values[field] ? [values[field]] : []}
            error={text(errors[field])}
            disabled={busy}
            onChoose={(candidates) => choose(field, candidates)}
            onRemove={() => {
              setValues((v) => ({ ...v, [field]: null }));
              setErrors(({ [field]: _, ...rest }) => rest);
            }}
          />
        ))}
      </div>
      <div className="flex justify-end">
        <SubmitButton busy={busy} disabled={atLimit}>
          <FormattedMessage id="shortlinks.submit" />
        </SubmitButton>
      </div>
    </Card>
  );
};

/** A URL that, when it must break, breaks first after its host: "https://go.example.com/" and "mAt5hQ", not "…mAt5h" and "Q". */
const UrlWithBreak = ({ url }: { url: string }) => {
  const path = url.indexOf("/", url.indexOf("//") + 2);
  return path < 0 ? (
    <>{url}</>
  ) : (
    <>
      {url.slice(0, path + 1)}
      <wbr />
      {url.slice(path + 1)}
    </>
  );
};

const ShortlinkList = ({ offer, version, onDeleted }: { offer: Offer; version: number; onDeleted: () => void }) => {
  const intl = useIntl();
  const { api } = useSystem();
  const timeZone = timezoneOf(usePublisher());
  const [deleting, setDeleting] = useState<Shortlink | null>(null);
  // Deleting asks the server: offline each Delete waits, described by one reason under the list's title.
  const network = useNeedsNetwork();
  const list = useApiQuery(
    withApi((a) => a.shortlinks.list({ urlParams: { offer: String(offer.relativeId), itemsPerPage: 100 } })),
    `shortlinks:${offer.relativeId}:${version}`,
  );
  const remove = async () => {
    const shortlink = deleting!;
    const result = await runApi(
      api,
      withApi((a) => a.shortlinks.remove({ path: { id: shortlink.id } })),
    );
    if (result._tag === "Left") throw result.left;
    onDeleted();
  };
  return (
    <section aria-labelledby="shortlink-list" className="space-y-3">
      <h2 id="shortlink-list" className="text-base font-semibold text-slate-900 dark:text-slate-100">
        <FormattedMessage id="shortlinks.list" />
      </h2>
      {(list.latest?.["hydra:member"].length ?? 0) > 0 && network.note}
      {list.error ? (
        <LoadFailed error={list.error} onRetry={list.retry} />
      ) : !list.latest ? (
        <p aria-busy="true" className="text-sm text-slate-500 dark:text-slate-400">
          <FormattedMessage id="lists.loading" />
        </p>
      ) : list.latest["hydra:member"].length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <FormattedMessage id="lists.noData" />
        </p>
      ) : (
        <Card
          as="ul"
          aria-label={intl.formatMessage({ id: "shortlinks.list" })}
          className="divide-y divide-slate-200 dark:divide-slate-800"
        >
          {list.latest["hydra:member"].map((s) => (
            // On a phone the address takes the row's first line whole, the images and Delete the next: beside
            // two images its URL was squeezed to 80 px, broken every few letters (issue 35 item 11).
            <li key={s.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              {(s.coverImage || s.previewImage) && (
                <div className="flex shrink-0 gap-1.5">
                  {(["coverImage", "previewImage"] as const).map((field) => {
                    const media = s[field];
                    return media ? (
                      <img
                        key={field}
                        src={mediaContentUrl(media)}
                        alt={intl.formatMessage({ id: `shortlinks.${field}.alt` }, { url: s.shortUrl })}
                        width={64}
                        height={36}
                        loading="lazy"
                        className="h-9 w-16 rounded bg-slate-100 object-cover ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700"
                      />
                    ) : null;
                  })}
                </div>
              )}
              <div className="min-w-0 flex-1 max-sm:order-first max-sm:basis-full">
                <p className="flex items-center gap-1 font-mono text-sm [overflow-wrap:anywhere] text-slate-900 dark:text-slate-100">
                  <span>
                    <UrlWithBreak url={s.shortUrl} />
                  </span>
                  <CopyButton value={s.shortUrl} label={intl.formatMessage({ id: "shortlinks.copyFor" }, { url: s.shortUrl })} />
                </p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {s.title ?? <FormattedMessage id="shortlinks.untitled" />} · <DateTimeAgo iso={s.createdAt} timeZone={timeZone} />
                </p>
              </div>
              <NetworkButton
                network={network}
                className={`${toolbarButton} ml-auto`}
                aria-label={intl.formatMessage({ id: "shortlinks.deleteFor" }, { url: s.shortUrl })}
                onClick={() => setDeleting(s)}
              >
                <FormattedMessage id="confirm.delete.confirm" />
              </NetworkButton>
            </li>
          ))}
        </Card>
      )}
      <ConfirmDialog open={deleting !== null} onConfirm={remove} onClose={() => setDeleting(null)}>
        {deleting?.shortUrl}
      </ConfirmDialog>
    </section>
  );
};

export default function OfferShortlinksTab({ offer }: { offer: Offer }) {
  const [version, setVersion] = useState(0);
  const used = useShortlinkCount(version);
  const changed = () => setVersion((v) => v + 1);
  return (
    <div className="space-y-6">
      {offer.trackingLink === null ? (
        <Card as="p" className="px-4 py-3 text-sm text-slate-700 dark:text-slate-300">
          <FormattedMessage id="shortlinks.noLink" />
        </Card>
      ) : (
        <CreateForm offer={offer} used={used} onCreated={changed} onRefused={changed} />
      )}
      <ShortlinkList offer={offer} version={version} onDeleted={changed} />
    </div>
  );
}
