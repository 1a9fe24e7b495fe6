/** The portal's card: a white (dark: slate) panel with a rounded border, which pages, panels and lists put their content in. */
import type { ComponentPropsWithoutRef, ElementType } from "react";

/** The card's own classes, for a component that takes a class name (a Headless UI part) or a card built in a class string. */
export const CARD = "rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900";

type CardProps<T extends ElementType> = { readonly as?: T } & ComponentPropsWithoutRef<T>;

/** A card as a `div` (or `as` another element: `section`, `article`, `li`); `className` adds spacing and layout. */
export const Card = <T extends ElementType = "div">({ as, className, ...props }: CardProps<T>) => {
  const Element: ElementType = as ?? "div";
  return <Element {...props} className={className ? `${CARD} ${className}` : CARD} />;
};
