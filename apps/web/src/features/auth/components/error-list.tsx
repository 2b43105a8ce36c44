import { useEffect, useRef } from "react";
import styles from "../auth.module.css";

interface ErrorListProps {
  id?: string;
  title: string;
  messages: readonly string[];
}

/** The form's error box: announced at once, and focused so keyboard users land on it. */
export function ErrorList({ id, title, messages }: ErrorListProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (messages.length > 0) box.current?.focus();
  }, [messages]);
  if (messages.length === 0) return null;
  return (
    <div id={id} ref={box} role="alert" tabIndex={-1} className={styles.errorBox}>
      <p className={styles.errorTitle}>{title}</p>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
