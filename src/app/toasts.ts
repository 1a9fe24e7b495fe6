/**
 * Notifications shown as toasts. A toast holds either a message id of the catalogues (translated
 * when shown) or a text that came from the server as it is.
 */
export type ToastTone = "success" | "error" | "info";

export interface Toast {
  readonly id: number;
  readonly tone: ToastTone;
  readonly messageId?: string;
  readonly values?: Record<string, string | number>;
  readonly text?: string;
}

type Listener = (toasts: ReadonlyArray<Toast>) => void;

let next = 1;
let current: ReadonlyArray<Toast> = [];
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l(current));

export const TOAST_MS = 5000;

export const toasts = {
  show(toast: Omit<Toast, "id">): number {
    const id = next++;
    current = [...current, { ...toast, id }].slice(-4);
    emit();
    setTimeout(() => toasts.dismiss(id), TOAST_MS);
    return id;
  },
  dismiss(id: number): void {
    current = current.filter((t) => t.id !== id);
    emit();
  },
  get: (): ReadonlyArray<Toast> => current,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
