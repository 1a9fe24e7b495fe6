/** What replaces the registration form: the activation notice, the limit note, loading and load failure. */
import type { ReactNode } from "react";
import { NetworkButton } from "../../ui/needs-network";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";

const tones = {
  success: "border-emerald-200 bg-emerald-50 text-emerald-950 dark:border-emerald-800/70 dark:bg-emerald-950/40 dark:text-emerald-50",
  warning: "border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-50",
  error: "border-red-200 bg-red-50 text-red-950 dark:border-red-800/70 dark:bg-red-950/40 dark:text-red-50",
  neutral: "border-slate-200 bg-slate-50 text-slate-800 dark:border-slate-700 dark:bg-slate-800/50 dark:text-slate-100",
} as const;

const iconTones = {
  success: "bg-emerald-600 text-white dark:bg-emerald-400 dark:text-emerald-950",
  warning: "bg-amber-500 text-white dark:bg-amber-400 dark:text-amber-950",
  error: "bg-red-600 text-white dark:bg-red-400 dark:text-red-950",
  neutral: "bg-slate-500 text-white dark:bg-slate-400 dark:text-slate-950",
} as const;

const ICONS = {
  success: <path d="M4 7.5 12 13l8-5.5M5 5h14a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z" />,
  warning: <path d="M12 8v5m0 3.5v.01M10.3 4.3 2.9 17.2A2 2 0 0 0 4.6 20h14.8a2 2 0 0 0 1.7-2.8L13.7 4.3a2 2 0 0 0-3.4 0Z" />,
  error: <path d="M12 8v5m0 3.5v.01M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z" />,
  neutral: <path d="M12 8v.01M11 12h1v5h1M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z" />,
} as const;

/** A notice with an icon, a text and an optional action below. */
export const Notice = ({
  tone,
  role,
  children,
  action,
}: {
  tone: keyof typeof tones;
  role: "status" | "alert";
  children: ReactNode;
  action?: ReactNode;
}) => (
  <div className={`rounded-xl border p-5 ${tones[tone]}`}>
    <div role={role} className="flex items-start gap-3">
      <span className={`flex size-9 shrink-0 items-center justify-center rounded-full ${iconTones[tone]}`}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.9"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-5"
        >
          {ICONS[tone]}
        </svg>
      </span>
      <div className="min-w-0 pt-1.5 text-sm leading-6">{children}</div>
    </div>
    {action ? <div className="mt-4 pl-12">{action}</div> : null}
  </div>
);

/** The look of a notice's primary action (a link or a button). */
const primaryAction =
  "inline-flex items-center justify-center rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 dark:bg-teal-500 dark:text-slate-950 dark:hover:bg-teal-400";

/** A notice whose action is the link to the login page. */
export const LoginNotice = ({ tone, role, children }: { tone: keyof typeof tones; role: "status" | "alert"; children: ReactNode }) => (
  <Notice
    tone={tone}
    role={role}
    action={
      <Link to="/login" className={`${primaryAction} dark:focus-visible:outline-teal-300`}>
        <FormattedMessage id="registration.toLogin" />
      </Link>
    }
  >
    {children}
  </Notice>
);

export const ActivationSent = ({ email }: { email: string }) => (
  <LoginNotice tone="success" role="status">
    <p className="font-semibold">
      <FormattedMessage id="registration.sent.title" />
    </p>
    <p>
      <FormattedMessage id="registration.sent" values={{ email: <strong className="font-semibold break-words">{email}</strong> }} />
    </p>
  </LoginNotice>
);

export const LimitExceeded = () => (
  <LoginNotice tone="warning" role="alert">
    <p className="font-semibold">
      <FormattedMessage id="registration.limit" />
    </p>
    <p>
      <FormattedMessage id="registration.limit.hint" />
    </p>
  </LoginNotice>
);

export const Loading = ({ messageId }: { messageId: string }) => (
  <div role="status" className="flex items-center gap-3 py-8 text-sm text-slate-600 dark:text-slate-300">
    <span
      aria-hidden="true"
      className="size-5 animate-spin rounded-full border-2 border-teal-600 border-t-transparent dark:border-teal-400 dark:border-t-transparent"
    />
    <FormattedMessage id={messageId} />
  </div>
);

export const LoadFailed = ({ messageId, onRetry }: { messageId: string; onRetry: () => void }) => (
  <Notice
    tone="error"
    role="alert"
    action={
      <NetworkButton onClick={onRetry} className={primaryAction}>
        <FormattedMessage id="registration.retry" />
      </NetworkButton>
    }
  >
    <p>
      <FormattedMessage id={messageId} />
    </p>
  </Notice>
);
