import { FormattedMessage } from "react-intl";
import { useParams } from "react-router-dom";
import { GENERIC_ERROR_MESSAGE } from "../../api/catalogue";
import { useFlow } from "../../app/use-flow";
import { useRegistrationConfirmMachine } from "./flow-implementations";
import { Loading, LoginNotice } from "./notices";
import { PageTitle } from "../../ui/page-title";

/** /register/confirm/:token: confirms the registration, then goes to login (spec 01 sections 2, 4). */
export default function RegisterConfirmPage() {
  const { token = "" } = useParams();
  const machine = useRegistrationConfirmMachine();
  const [state] = useFlow(machine, "registrationConfirm", { token });
  const { errorMessage } = state.context;
  return (
    <div className="space-y-6">
      <PageTitle id="page.registerConfirm" />
      {state.matches("failed") ? (
        <LoginNotice tone="error" role="alert">
          <p>
            {errorMessage === null || errorMessage === GENERIC_ERROR_MESSAGE ? <FormattedMessage id="error.unexpected" /> : errorMessage}
          </p>
        </LoginNotice>
      ) : (
        <Loading messageId="registration.confirm.working" />
      )}
    </div>
  );
}
