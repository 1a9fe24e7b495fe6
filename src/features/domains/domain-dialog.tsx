/**
 * Adding or renaming a proxy domain (spec 02 sections 2 and 5): one field, the full host. The rules
 * are the server's (a subdomain: at least three labels, `{host}` accepted as the first; a bare
 * domain refused), and its violation shows under the field; a failure keeps what was typed.
 */
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ProxyDomain } from "../../../contracts/domains.contract";
import { type FieldErrors, type FormMessage, formFailureOf } from "../../../machines/form/form-model";
import { runApi, withApi } from "../../api";
import { useSystem } from "../../app/react";
import { toasts } from "../../app/toasts";
import { TextField, useFormText } from "../../ui/form";
import { FormDialog } from "../../ui/form-dialog";

export interface DomainDialogProps {
  /** The domain being renamed, or null to add one. */
  readonly domain: ProxyDomain | null;
  readonly onClose: () => void;
  readonly onSaved: (domain: ProxyDomain) => void;
}

export default function DomainDialog({ domain, onClose, onSaved }: DomainDialogProps) {
  const intl = useIntl();
  const text = useFormText();
  const { api } = useSystem();
  const [name, setName] = useState(domain?.name ?? "");
  const [errors, setErrors] = useState<FieldErrors<"name">>({});
  const [formError, setFormError] = useState<FormMessage | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (busy) return;
    setBusy(true);
    setFormError(null);
    const payload = { name };
    const result = await runApi(
      api,
      withApi((a) => (domain === null ? a.domains.create({ payload }) : a.domains.update({ path: { id: domain.id }, payload }))),
    );
    setBusy(false);
    if (result._tag === "Left") {
      const failure = formFailureOf(result.left, ["name"] as const);
      setErrors(failure.errors);
      setFormError(failure.formError);
      return;
    }
    toasts.show({ tone: "success", messageId: domain === null ? "domains.added" : "domains.saved" });
    onSaved(result.right);
  };

  return (
    <FormDialog
      title={<FormattedMessage id={domain === null ? "domains.dialog.addTitle" : "domains.dialog.editTitle"} />}
      width="lg"
      busy={busy}
      saving={busy}
      onClose={onClose}
      onSubmit={() => void save()}
      dirty={name !== (domain?.name ?? "")}
      formError={text(formError)}
      cancelLabel={<FormattedMessage id="domains.cancel" />}
      submitLabel={<FormattedMessage id="domains.save" />}
    >
      <TextField
        label={intl.formatMessage({ id: "domains.field.name" })}
        hint={intl.formatMessage({ id: "domains.field.nameHint" })}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setErrors({});
        }}
        error={text(errors.name)}
        autoComplete="off"
        spellCheck={false}
        inputMode="url"
        required
        autoFocus
      />
      {domain !== null && domain.certStatus !== 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="domains.dialog.renameNote" />
        </p>
      )}
    </FormDialog>
  );
}
