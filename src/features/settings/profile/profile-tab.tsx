/**
 * The settings' Profile tab: the profile form of the profile-edit flow, with the referral block
 * and, in demo mode, what activates the account. The flow's actor lives above the tabs (see
 * use-profile-flow.tsx), so what was typed is still there when the publisher comes back.
 */
import { useSelector } from "@xstate/react";
import { useDeferredValue } from "react";
import { FormattedMessage } from "react-intl";
import { isEmptyPatch, profilePatch } from "../../../../machines/profile-edit/profile-rules";
import { FormAlert, useFormText } from "../../../ui/form";
import { NetworkButton } from "../../../ui/needs-network";
import { DemoNotice } from "./demo-notice";
import { ProfileForm } from "./profile-form";
import { ReferralCard } from "./referral-card";
import type { ProfileActor } from "./profile-flow";

/** Shown while the flow or the profile loads. */
const ProfileLoading = () => (
  <p role="status" className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
    <span
      aria-hidden="true"
      className="size-5 animate-spin rounded-full border-2 border-teal-600 border-t-transparent dark:border-teal-400 dark:border-t-transparent"
    />
    <FormattedMessage id="profile.loading" />
  </p>
);

const ProfileTab = ({ actor }: { actor: ProfileActor | null }) => {
  const text = useFormText();
  const snapshot = useSelector(actor ?? undefined, (s) => s);
  // The form's first render with its data in slices (a transition), not in the flow's update, which
  // renders at once (useSyncExternalStore): it was one task of 150-190 ms at a phone's CPU (decision
  // 086). Later updates (each key typed) render at once, as a controlled field needs.
  const loaded = useDeferredValue(Boolean(snapshot && !snapshot.matches("loading")));
  if (!actor || !snapshot || snapshot.matches("loading") || !loaded) return <ProfileLoading />;
  const { form, values, errors, formError } = snapshot.context;
  if (snapshot.matches("loadFailed") || !form || !values) {
    return (
      <div className="space-y-3">
        <FormAlert>{text(formError)}</FormAlert>
        <NetworkButton
          onClick={() => actor.send({ type: "load.retry" })}
          className="inline-flex items-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-teal-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <FormattedMessage id="profile.retry" />
        </NetworkButton>
      </div>
    );
  }
  const busy = snapshot.matches("validating") || snapshot.matches("saving") || snapshot.matches("checked");
  const changed = !isEmptyPatch(profilePatch(form.publisher, form.fields, values)) || values.language !== form.publisher.language;
  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-4">
        {form.publisher.statusNew ? <DemoNotice /> : null}
        <ProfileForm
          data={form}
          values={values}
          errors={errors}
          formError={formError}
          busy={busy}
          changed={changed}
          onChange={(next) => actor.send({ type: "field.change", values: next })}
          onCustom={(field, input) => actor.send({ type: "custom.change", field, input })}
          onSubmit={() => actor.send({ type: "form.submit" })}
          onReset={() => actor.send({ type: "form.reset" })}
        />
      </div>
      <ReferralCard publisher={form.publisher} />
    </div>
  );
};

export default ProfileTab;
