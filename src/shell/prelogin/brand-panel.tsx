/**
 * The pre-login card's decorative panel: the product title "Publisher Platform", the tagline, a
 * picture of charts and links, and three short promises. A landmark named by the product title.
 */
import { Suspense, useId } from "react";
import { FormattedMessage } from "react-intl";
import { LogoMark } from "./logo-mark";
import { lazyComponent } from "../../ui/lazy-component";

// The picture is decoration: it arrives right after the first paint, in a box of its own size, so
// that the sign-in form's code is all the login page waits for (docs/decisions/009-login-bundle.md).
const Illustration = lazyComponent(() => import("./illustration").then((m) => ({ default: m.Illustration })));

const FEATURES = ["prelogin.feature.smartlinks", "prelogin.feature.stats", "prelogin.feature.payouts"] as const;

export const BrandPanel = () => {
  const titleId = useId();
  return (
    <aside
      aria-labelledby={titleId}
      className={
        "relative hidden overflow-hidden text-white md:flex md:w-[44%] md:flex-col lg:w-1/2 " +
        "bg-linear-to-br from-teal-700 via-teal-800 to-slate-900 dark:from-teal-900 dark:via-slate-900 dark:to-slate-950"
      }
    >
      {/* Soft light and a dotted grid behind the content */}
      <div
        aria-hidden
        className="pointer-events-none absolute -right-24 -top-24 size-96 rounded-full bg-teal-400/25 blur-3xl dark:bg-teal-500/15"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -bottom-32 -left-24 size-96 rounded-full bg-cyan-400/15 blur-3xl dark:bg-cyan-500/10"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 opacity-[0.18] [background-image:radial-gradient(rgb(255_255_255/0.5)_1px,transparent_1px)] [background-size:22px_22px] [mask-image:linear-gradient(to_bottom,black,transparent_75%)]"
      />

      <div className="relative flex flex-1 flex-col gap-8 p-8 lg:p-12 min-[90.0625rem]:p-14">
        <div className="flex items-center gap-3">
          <LogoMark tone="inverse" className="size-10" />
        </div>

        <div className="space-y-3">
          <p id={titleId} className="text-3xl font-bold tracking-tight lg:text-4xl">
            <FormattedMessage id="app.title" />
          </p>
          <p className="max-w-md text-base leading-relaxed text-teal-50/90 lg:text-lg">
            <FormattedMessage id="app.tagline" />
          </p>
        </div>

        <div className="flex min-h-0 flex-1 items-center justify-center">
          <Suspense fallback={<div aria-hidden className="aspect-[520/380] max-h-full w-full max-w-[520px]" />}>
            <Illustration className="h-auto max-h-full w-full max-w-[520px]" />
          </Suspense>
        </div>

        <ul className="space-y-3 text-sm text-teal-50 lg:text-[15px]">
          {FEATURES.map((id) => (
            <li key={id} className="flex items-start gap-3">
              <span
                aria-hidden
                className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/25"
              >
                <svg viewBox="0 0 20 20" fill="currentColor" className="size-3 text-teal-200">
                  <path
                    fillRule="evenodd"
                    d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
                    clipRule="evenodd"
                  />
                </svg>
              </span>
              <FormattedMessage id={id} />
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
};
