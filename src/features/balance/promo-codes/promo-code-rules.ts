/** The promo code field's rules (spec 02 section 5): required, and not blank. Messages are ids of promo-codes.json. */
import type { FormMessage } from "../../../../machines/form/form-model";

export const PROMO_MESSAGES = {
  required: { id: "promo.validation.required" },
  blank: { id: "promo.validation.blank" },
} as const satisfies Record<string, FormMessage>;

/** The field's message, or null when the code may be sent: "Code is required" when empty, "Code should not be blank" when only spaces. */
export const checkPromoCode = (code: string): FormMessage | null => {
  if (code === "") return PROMO_MESSAGES.required;
  if (code.trim() === "") return PROMO_MESSAGES.blank;
  return null;
};
