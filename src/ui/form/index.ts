/** Form primitives shared by every form of the portal. */
export { CheckboxField, FieldShell, FormAlert, LoadingLine, PasswordField, SubmitButton, TextField } from "./field";
export { useFormText } from "./form-text";
