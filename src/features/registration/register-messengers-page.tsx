import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { useFlow } from "../../app/use-flow";
import { useRegistrationMessengersMachine } from "./flow-implementations";
import { LoadFailed, Loading } from "./notices";
import { PageTitle } from "../../ui/page-title";
import { Card } from "../../ui/card";

/** /register/messengers: the messenger options the registration form offers. */
export default function RegisterMessengersPage() {
  const machine = useRegistrationMessengersMachine();
  const [state, send] = useFlow(machine, "registrationMessengers");
  return (
    <div className="space-y-6">
      <div className="space-y-1.5">
        <PageTitle id="page.registerMessengers" />
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <FormattedMessage id="registration.messengers.intro" />
        </p>
      </div>
      {state.matches("loading") ? <Loading messageId="registration.messengers.loading" /> : null}
      {state.matches("failed") ? (
        <LoadFailed messageId="registration.messengers.loadFailed" onRetry={() => send({ type: "list.retry" })} />
      ) : null}
      {state.matches("loaded") ? (
        <Card as="ul" className="divide-y divide-slate-200 overflow-hidden dark:divide-slate-800">
          {state.context.messengers.map((m) => (
            <li key={m["@id"]} className="flex items-center justify-between gap-4 px-4 py-3">
              <span className="text-sm font-medium text-slate-900 dark:text-slate-100">{m.title}</span>
              <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                {m.name}
              </code>
            </li>
          ))}
        </Card>
      ) : null}
      <Link
        to="/register"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-teal-700 underline-offset-2 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-teal-300"
      >
        <span aria-hidden="true">←</span>
        <FormattedMessage id="registration.messengers.back" />
      </Link>
    </div>
  );
}
