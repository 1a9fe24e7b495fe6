/** Form primitives shared by every form of the portal. */
export { CheckboxField, FieldShell, FormAlert, PasswordField, SubmitButton, TextField } from "./field";
export { useFormText } from "./form-text";
