import { drawErrorMessage } from "../api/error-message.ts";

interface ActionErrorProps {
  /** The failed attempt's error (a mutation's `error`); nothing is shown without one. */
  error: unknown;
  /** What to say when the failure has no message of its own (a network error). */
  fallback: string;
  className?: string;
}

/** Why the last attempt at an action failed, announced at once. */
export function ActionError({ error, fallback, className }: ActionErrorProps) {
  if (!error) return null;
  return (
    <p className={className} role="alert">
      {drawErrorMessage(error, fallback)}
    </p>
  );
}
