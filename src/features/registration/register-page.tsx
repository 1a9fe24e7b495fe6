import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { hasRegistrationCookie } from "./cookie";
import { registrationQuery } from "./query";
import { RegistrationForm } from "./registration-form";
import { PageTitle } from "../../ui/page-title";

/** /register: the registration form (spec 01 section 2). */
export default function RegisterPage() {
  const [search] = useSearchParams();
  // Read once: the flow takes them as its input when it starts.
  const [input] = useState(() => ({ limitExceeded: hasRegistrationCookie(), ...registrationQuery(search) }));
  return (
    <div className="space-y-4">
      <PageTitle id="page.register" />
      <RegistrationForm {...input} />
    </div>
  );
}
