/**
 * The pre-login layout (spec 01 section 2): a two-panel card, at most 1440 × 900 px. One panel is
 * decorative and carries the product title; the other holds a header with the language selector
 * (whose dropdown also holds the colour-scheme switch; loaded after the first paint) and the page in a form column at most 530 px
 * wide (390 px on large desktop, from 1441 px, and on mobile).
 *
 * - from 1441 px: the card floats on the page with a 1 px border and rounded corners;
 * - 768 to 1440 px: the card fills the viewport, without border or radius;
 * - up to 767 px (mobile): the decorative panel is hidden, the height is no longer capped, and the
 *   header shows the product title beside the language selector.
 */
import { useEffect } from "react";
import { FormattedMessage } from "react-intl";
import { Outlet } from "react-router-dom";
import { replayEarlyInput } from "../app/early-input-replay";
import { DeferredLanguageSelector } from "./deferred-language-selector";
import { BrandPanel } from "./prelogin/brand-panel";
import { LogoMark } from "./prelogin/logo-mark";

export const PreLoginLayout = () => {
  // Once the page's controls are React's (this effect runs after theirs): what was tapped before (issue 35.9).
  useEffect(replayEarlyInput, []);
  return (
    <div className="flex min-h-dvh justify-center bg-white text-slate-900 md:items-center dark:bg-slate-900 dark:text-slate-100 min-[90.0625rem]:bg-slate-100 min-[90.0625rem]:p-6 min-[90.0625rem]:dark:bg-slate-950">
      <div
        data-testid="prelogin-card"
        className={
          "flex w-full max-w-[1440px] flex-col bg-white dark:bg-slate-900 md:h-dvh md:max-h-[900px] md:flex-row md:overflow-hidden " +
          "min-[90.0625rem]:h-[calc(100dvh-3rem)] min-[90.0625rem]:rounded-2xl min-[90.0625rem]:border min-[90.0625rem]:border-slate-200 min-[90.0625rem]:shadow-xl min-[90.0625rem]:shadow-slate-900/5 " +
          "min-[90.0625rem]:dark:border-slate-800 min-[90.0625rem]:dark:shadow-black/30"
        }
      >
        <BrandPanel />

        <div className="flex min-w-0 flex-1 flex-col md:overflow-y-auto">
          <header className="flex h-16 shrink-0 items-center justify-between gap-4 border-b border-slate-200 px-4 sm:px-6 md:h-20 md:justify-end md:border-b-0 md:px-8 dark:border-slate-800">
            <div className="flex min-w-0 items-center gap-2.5 md:hidden">
              <LogoMark className="size-8 shrink-0" />
              <span className="truncate text-base font-semibold tracking-tight text-slate-900 dark:text-slate-50">
                <FormattedMessage id="app.title" />
              </span>
            </div>
            <DeferredLanguageSelector />
          </header>

          <div className="flex flex-1 flex-col px-4 sm:px-6 md:px-10">
            <main
              id="content"
              className="mx-auto flex w-full max-w-[390px] flex-1 flex-col justify-start py-10 md:max-w-[530px] md:justify-center md:pb-20 min-[90.0625rem]:max-w-[390px]"
            >
              <Outlet />
            </main>
          </div>
        </div>
      </div>
    </div>
  );
};
