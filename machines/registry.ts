/** Every flow machine by its machine id, for replaying journals (the journal names each entry's machine). */
import type { AnyStateMachine } from "xstate";
import { authMachine } from "./auth/auth.machine";
import { emailChangeConfirmMachine } from "./email-change-confirm/email-change-confirm.machine";
import { languageChangeMachine } from "./language-change/language-change.machine";
import { lookupMachine } from "./lookup/lookup.machine";
import { passwordResetConfirmMachine } from "./password-reset/password-reset-confirm.machine";
import { passwordResetRequestMachine } from "./password-reset/password-reset-request.machine";
import { registrationConfirmMachine } from "./registration-confirm/registration-confirm.machine";
import { registrationMessengersMachine } from "./registration/registration-messengers.machine";
import { registrationMachine } from "./registration/registration.machine";
import { sessionMachine } from "./session/session.machine";

const all: ReadonlyArray<AnyStateMachine> = [
  authMachine,
  emailChangeConfirmMachine,
  languageChangeMachine,
  lookupMachine,
  passwordResetConfirmMachine,
  passwordResetRequestMachine,
  registrationConfirmMachine,
  registrationMessengersMachine,
  registrationMachine,
  sessionMachine,
];

export const MACHINES_BY_ID: ReadonlyMap<string, AnyStateMachine> = new Map(all.map((m) => [m.id, m]));
