/**
 * A dialog that is a form (the proxy domain's, the postback's): the centred frame, the title, the
 * error above the fields, and the row of Cancel, any other action and the submit button. Enter in
 * a field submits; while busy the dialog does not close and Cancel is disabled.
 */
import type { ReactNode } from "react";
import { secondaryButton } from "./buttons";
import { FormAlert, SubmitButton } from "./form";
import { ModalFrame, type ModalFrameProps, ModalTitle } from "./modal";
import { type NeedsNetwork, useNeedsNetwork } from "./needs-network";

interface FormDialogProps {
  readonly title: ReactNode;
  readonly width?: ModalFrameProps["width"];
  /** A request of the dialog runs: it does not close, Cancel and the other actions wait. */
  readonly busy: boolean;
  /** The submit's own request runs (its button shows it). */
  readonly saving: boolean;
  readonly onClose: () => void;
  readonly onSubmit: () => void;
  /** Something was typed: Escape or a click outside asks before throwing it away. */
  readonly dirty: boolean;
  /** The error above the fields (the catalogue's text), if any. */
  readonly formError: string | undefined;
  readonly cancelLabel: ReactNode;
  readonly submitLabel: ReactNode;
  /**
   * Buttons between Cancel and the submit button (the postback's Test), given the reason they share
   * with the submit when they need the network (one line under the buttons offline).
   */
  readonly actions?: (network: NeedsNetwork) => ReactNode;
  readonly children: ReactNode;
}

export const FormDialog = ({
  title,
  width,
  busy,
  saving,
  onClose,
  onSubmit,
  dirty,
  formError,
  cancelLabel,
  submitLabel,
  actions,
  children,
}: FormDialogProps) => {
  const network = useNeedsNetwork();
  return (
    <ModalFrame onClose={() => !busy && onClose()} width={width} busy={busy} dirty={dirty}>
      <ModalTitle>{title}</ModalTitle>
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {formError && <FormAlert>{formError}</FormAlert>}
        {children}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={secondaryButton} disabled={busy} onClick={onClose}>
            {cancelLabel}
          </button>
          {actions?.(network)}
          <div>
            <SubmitButton busy={saving} network={network}>
              {submitLabel}
            </SubmitButton>
          </div>
        </div>
        {network.note && <div className="-mt-3 text-right">{network.note}</div>}
      </form>
    </ModalFrame>
  );
};
