/**
 * In demo mode (statusNew, spec 01 sections 1 and 4) the profile says what activates the account:
 * the header's "Activate your account" link leads here.
 */
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";

const STEPS = ["profile.demo.step.fields", "profile.demo.step.contact", "profile.demo.step.manager"] as const;

export const DemoNotice = () => (
  <section
    aria-labelledby="demo-title"
    className="space-y-2 rounded-xl border border-amber-200 bg-amber-50 p-5 text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-50"
  >
    <h2 id="demo-title" className="text-base font-semibold">
      <FormattedMessage id="profile.demo.title" />
    </h2>
    <p className="text-sm">
      <FormattedMessage id="profile.demo.text" />
    </p>
    <ol className="list-decimal space-y-1 pl-5 text-sm">
      {STEPS.map((id) => (
        <li key={id}>
          <FormattedMessage
            id={id}
            values={{
              contacts: (chunks) => (
                <Link
                  to="/settings?selectedTab=contacts"
                  className="font-medium underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-amber-600"
                >
                  {chunks}
                </Link>
              ),
            }}
          />
        </li>
      ))}
    </ol>
  </section>
);
