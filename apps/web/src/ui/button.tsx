import type { ButtonHTMLAttributes } from "react";
import styles from "./button.module.css";
import { AppLink, type AppLinkProps } from "./navigation.tsx";

export type ButtonVariant = "primary" | "accent" | "secondary" | "ghost";

/** The class names of a button of `variant`, for elements that are not a <button>. */
export function buttonClass(variant: ButtonVariant = "primary", extra?: string): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(" ");
}

/** A button in one of the design system's variants. */
export function Button({
  variant = "primary",
  className,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

/** A link (through the router where there is one) that looks like a button. */
export function ButtonLink({
  variant = "primary",
  className,
  ...props
}: AppLinkProps & { variant?: ButtonVariant }) {
  return <AppLink className={buttonClass(variant, className)} {...props} />;
}
