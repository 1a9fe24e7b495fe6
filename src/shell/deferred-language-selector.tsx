/**
 * The language selector, loaded after the first paint (src/ui/deferred.tsx): Headless UI's menu
 * (with its floating and portal code) is about a fifth of what the login page would otherwise load
 * before it shows (docs/decisions/009-login-bundle.md). Until then a plain button shows the same
 * trigger (language-trigger.tsx); what the user does to it is handed to the real selector.
 */
import { useIntl } from "react-intl";
import { reportProblem } from "../app/error-reporter";
import { useLanguage } from "../app/react";
import { DEFAULT_LOCALE, type Locale, isLocale } from "../i18n/locales";
import { DeferredControl, MENU_KEYS, PLACEHOLDER_PROPS, deferredModule } from "../ui/deferred";
import type { LanguageSelectorProps } from "./language-selector";
import { LANGUAGE_NAMES, LanguageTriggerContent, languageTriggerClass } from "./language-trigger";

const selectorModule = deferredModule(
  () => import("./language-selector"),
  (error) => reportProblem("LanguageSelectorLoadFailed", error),
);

export const DeferredLanguageSelector = (props: Omit<LanguageSelectorProps, "handoff">) => {
  const intl = useIntl();
  const { locale, changing } = useLanguage();
  const current: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return (
    <DeferredControl
      module={selectorModule}
      keys={MENU_KEYS}
      placeholder={
        <button
          {...PLACEHOLDER_PROPS}
          aria-haspopup="menu"
          aria-label={intl.formatMessage({ id: "language.trigger" }, { name: LANGUAGE_NAMES[current], code: current.toUpperCase() })}
          aria-busy={changing || undefined}
          className={languageTriggerClass(props.className ?? "")}
        >
          <LanguageTriggerContent variant={props.variant ?? "full"} current={current} changing={changing} />
        </button>
      }
    >
      {(module) => <module.LanguageSelector {...props} />}
    </DeferredControl>
  );
};
