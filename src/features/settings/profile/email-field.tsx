/**
 * The profile's e-mail: editable; saving a new address sends a confirmation there, and until its
 * link is opened the old address stays and the new one is shown as pending (`temporaryEmail`).
 */
import { FormattedMessage } from "react-intl";
import { TextField } from "../../../ui/form";

export interface EmailFieldProps {
  readonly label: string;
  readonly value: string;
  readonly pending: string | null;
  readonly error: string | undefined;
  readonly disabled: boolean;
  readonly onChange: (value: string) => void;
}

export const EmailField = ({ label, value, pending, error, disabled, onChange }: EmailFieldProps) => (
  <div className="space-y-2">
    <TextField
      label={label}
      type="email"
      autoComplete="email"
      required
      value={value}
      error={error}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
    {pending ? (
      <p
        role="status"
        className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0">
          <path d="M3 4.5A1.5 1.5 0 0 1 4.5 3h11A1.5 1.5 0 0 1 17 4.5v.4l-7 4.2-7-4.2v-.4Zm0 2.2V15.5A1.5 1.5 0 0 0 4.5 17h11a1.5 1.5 0 0 0 1.5-1.5V6.7l-6.6 4a.75.75 0 0 1-.8 0L3 6.7Z" />
        </svg>
        <span>
          <FormattedMessage
            id="profile.email.pending"
            values={{ email: pending, b: (chunks) => <strong className="font-semibold break-all">{chunks}</strong> }}
          />
        </span>
      </p>
    ) : null}
  </div>
);
