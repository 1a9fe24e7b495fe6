/**
 * The FAQ (issue 11: Support's faq tab): the questions of GET /faqs in the publisher's language as a
 * disclosure list (Headless UI Disclosure: each question a button with aria-expanded that shows its
 * answer), and a search box that keeps the questions whose question or answer holds every word typed.
 */
import { Disclosure, DisclosureButton, DisclosurePanel } from "@headlessui/react";
import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { Faq } from "../../../contracts/support.contract";
import { withApi } from "../../api";
import { useLanguage } from "../../app/react";
import { useApiQuery } from "../../app/use-api-query";
import { LoadFailed } from "../../ui/load-failed";
import { searchFaqs } from "./faq-search";
import { CARD, Card } from "../../ui/card";

const FaqItem = ({ faq }: { faq: Faq }) => (
  <Disclosure as="li">
    <h3>
      <DisclosureButton className="group flex w-full items-center justify-between gap-4 px-4 py-3 text-left text-sm font-medium text-slate-900 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-teal-600 dark:text-slate-100 dark:hover:bg-slate-800/60 dark:focus-visible:ring-teal-400">
        <span>{faq.question}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          className="size-4 shrink-0 text-slate-500 transition-transform group-data-[open]:rotate-180 dark:text-slate-400"
        >
          <path d="m4 6 4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </DisclosureButton>
    </h3>
    <DisclosurePanel className="whitespace-pre-line px-4 pb-4 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
      {faq.answer}
    </DisclosurePanel>
  </Disclosure>
);

export const FaqList = () => {
  const intl = useIntl();
  const { locale } = useLanguage();
  const searchId = useId();
  const [search, setSearch] = useState("");
  const faqs = useApiQuery(
    withApi((api) => api.support.faqs({})),
    locale,
  );
  const all = [...(faqs.data?.["hydra:member"] ?? [])].sort((a, b) => a.position - b.position);
  const found = searchFaqs(all, search, intl.locale);
  const label = intl.formatMessage({ id: "support.faq.label" });

  return (
    <section aria-label={label} className="max-w-3xl space-y-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          <FormattedMessage id="support.faq.search" />
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={intl.formatMessage({ id: "support.faq.searchPlaceholder" })}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 outline-none placeholder:text-slate-500 focus-visible:border-teal-600 focus-visible:ring-2 focus-visible:ring-teal-600/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus-visible:border-teal-400"
        />
      </div>
      {faqs.error ? (
        <LoadFailed error={faqs.error} onRetry={faqs.retry} />
      ) : faqs.loading ? (
        <p aria-busy="true" className="text-sm text-slate-500 dark:text-slate-400">
          <FormattedMessage id="support.faq.loading" />
        </p>
      ) : all.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="support.faq.empty" />
        </p>
      ) : (
        <>
          <p
            role="status"
            className={found.length === 0 ? `${CARD} px-4 py-6 text-center text-sm text-slate-700 dark:text-slate-200` : "sr-only"}
          >
            {found.length === 0 ? (
              <FormattedMessage id="support.faq.noMatch" values={{ search: search.trim() }} />
            ) : (
              <FormattedMessage id="support.faq.found" values={{ count: found.length }} />
            )}
          </p>
          {found.length > 0 && (
            <Card as="ul" aria-label={label} className="divide-y divide-slate-200 overflow-hidden dark:divide-slate-800">
              {found.map((faq) => (
                <FaqItem key={faq.id} faq={faq} />
              ))}
            </Card>
          )}
        </>
      )}
    </section>
  );
};
