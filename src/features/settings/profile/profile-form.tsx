/**
 * The profile form (spec 01 sections 3 and 5): username (read-only), e-mail with its pending
 * change, phone, messenger and contact, time zone (the network's beside it), language and the
 * custom publisher fields. What it shows and sends is the profile-edit flow's.
 */
import { type FormEvent, useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ProfileForm as ProfileData } from "../../../../machines/profile-edit/profile-edit.machine";
import type { ProfileValues } from "../../../../machines/profile-edit/profile-rules";
import { type FieldErrors, type FormMessage } from "../../../../machines/form/form-model";
import { LOCALES } from "../../../i18n/locales";
import { FormAlert, SubmitButton, TextField, useFormText } from "../../../ui/form";
import { CustomFields } from "./custom-fields";
import { EmailField } from "./email-field";
import { LANGUAGE_LABELS } from "./language-labels";
import { NativeSelect } from "./native-select";

export interface ProfileFormProps {
  readonly data: ProfileData;
  readonly values: ProfileValues;
  readonly errors: FieldErrors;
  readonly formError: FormMessage | null;
  readonly busy: boolean;
  readonly changed: boolean;
  readonly onChange: (values: Partial<Omit<ProfileValues, "custom">>) => void;
  readonly onCustom: (field: string, input: ReadonlyArray<string>) => void;
  readonly onSubmit: () => void;
  readonly onReset: () => void;
}

const Section = ({ titleId, children }: { titleId: string; children: React.ReactNode }) => {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-slate-50">
        <FormattedMessage id={titleId} />
      </h2>
      {children}
    </section>
  );
};

export const ProfileForm = ({
  data,
  values,
  errors,
  formError,
  busy,
  changed,
  onChange,
  onCustom,
  onSubmit,
  onReset,
}: ProfileFormProps) => {
  const intl = useIntl();
  const text = useFormText();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const { publisher, fields, messengers, timezones } = data;
  // The stored zone is listed even when the list names it otherwise (Europe/Kyiv, listed as Europe/Kiev by older ICU data).
  const zones = timezones.some((z) => z.value === values.timezone)
    ? timezones
    : [{ value: values.timezone, label: values.timezone }, ...timezones];
  const networkZone = timezones.find((z) => z.value === publisher.networkTimezone)?.label ?? publisher.networkTimezone;
  const files = Object.fromEntries(publisher.customFieldValues.map((v) => [v.publisherCustomField, v.files?.length ?? 0]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t("profile.form")} className="space-y-4" aria-busy={busy || undefined}>
      {formError ? <FormAlert>{text(formError)}</FormAlert> : null}
      <Section titleId="profile.section.account">
        <TextField label={t("profile.username")} value={publisher.username} readOnly hint={t("profile.username.hint")} />
        <EmailField
          label={t("profile.email")}
          value={values.email}
          pending={publisher.temporaryEmail}
          error={text(errors.email)}
          disabled={busy}
          onChange={(email) => onChange({ email })}
        />
      </Section>
      <Section titleId="profile.section.contacts">
        <TextField
          label={t("profile.phone")}
          type="tel"
          autoComplete="tel"
          value={values.phone}
          hint={t("profile.phone.hint")}
          error={text(errors.phone)}
          disabled={busy}
          onChange={(event) => onChange({ phone: event.currentTarget.value })}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <NativeSelect
            label={t("profile.messenger")}
            value={values.messenger}
            placeholder={t("profile.messenger.placeholder")}
            options={messengers.map((m) => ({ value: m.name, label: m.title }))}
            error={text(errors.messenger)}
            disabled={busy}
            onChange={(messenger) => onChange({ messenger })}
          />
          <TextField
            label={t("profile.contactInfo")}
            value={values.contactInfo}
            hint={t("profile.contactInfo.hint")}
            error={text(errors.contactInfo)}
            disabled={busy}
            onChange={(event) => onChange({ contactInfo: event.currentTarget.value })}
          />
        </div>
      </Section>
      <Section titleId="profile.section.region">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <NativeSelect
            label={t("profile.timezone")}
            value={values.timezone}
            options={zones}
            hint={t("profile.timezone.network", { zone: networkZone })}
            error={text(errors.timezone)}
            disabled={busy}
            onChange={(timezone) => onChange({ timezone })}
          />
          <NativeSelect
            label={t("profile.language")}
            value={values.language}
            options={LOCALES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }))}
            disabled={busy}
            onChange={(language) => onChange({ language: language as ProfileValues["language"] })}
          />
        </div>
      </Section>
      {fields.length > 0 ? (
        <Section titleId="profile.section.custom">
          <CustomFields fields={fields} values={values.custom} files={files} errors={errors} disabled={busy} onChange={onCustom} />
        </Section>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {changed ? (
          <p role="status" className="text-sm text-slate-600 sm:mr-auto dark:text-slate-400">
            <FormattedMessage id="profile.unsaved" />
          </p>
        ) : null}
        <button
          type="button"
          onClick={onReset}
          disabled={busy || !changed}
          className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-medium text-slate-700 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-teal-600 disabled:opacity-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <FormattedMessage id="profile.discard" />
        </button>
        <div className="sm:w-44">
          <SubmitButton busy={busy}>
            <FormattedMessage id="profile.save" />
          </SubmitButton>
        </div>
      </div>
    </form>
  );
};
