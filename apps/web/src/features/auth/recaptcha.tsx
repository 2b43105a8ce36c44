/**
 * reCAPTCHA v2 (spec sections 5 and 8), shown only when the server checks it (its site settings name
 * a site key) and, on sign-in, once the server has asked for it. The checkbox's answer goes with sign-in and registration as `recaptcha`; an answer is
 * good for one check, so the widget is reset after every attempt.
 */
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { siteSettingsQueryOptions } from "../../api/site-settings.ts";

interface Grecaptcha {
  ready(callback: () => void): void;
  render(element: HTMLElement, options: Record<string, unknown>): number;
  reset(widget?: number): void;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_URL = "https://www.google.com/recaptcha/api.js?render=explicit";
let script: Promise<Grecaptcha> | null = null;

/** Loads Google's script once; resolves when `grecaptcha` is ready. */
function loadRecaptcha(): Promise<Grecaptcha> {
  script ??= new Promise<Grecaptcha>((resolve, reject) => {
    const ready = () => window.grecaptcha?.ready(() => resolve(window.grecaptcha as Grecaptcha));
    if (window.grecaptcha) return ready();
    const tag = document.createElement("script");
    tag.src = SCRIPT_URL;
    tag.async = true;
    tag.onload = ready;
    tag.onerror = () => {
      script = null;
      reject(new Error("reCAPTCHA did not load"));
    };
    document.head.append(tag);
  });
  return script;
}

export interface RecaptchaState {
  /** True when the server checks reCAPTCHA: the form must send an answer. */
  required: boolean;
  /** The checkbox's answer, or null until the person has ticked it. */
  token: string | null;
  /** Clears the answer (after each attempt: Google accepts an answer once). */
  reset(): void;
  /** The widget to place in the form (nothing when the check is off). */
  widget: React.ReactNode;
}

/**
 * The reCAPTCHA of a form: its state and its widget. `asked` false keeps it off until the server asks
 * for an answer (sign-in asks only after failed attempts; registration always does).
 */
export function useRecaptcha(asked = true): RecaptchaState {
  const { data } = useQuery(siteSettingsQueryOptions());
  const siteKey = asked ? (data?.recaptcha_site_key ?? null) : null;
  const [token, setToken] = useState<string | null>(null);
  const widgetId = useRef<number | null>(null);
  const reset = useCallback(() => {
    setToken(null);
    if (widgetId.current !== null) window.grecaptcha?.reset(widgetId.current);
  }, []);
  const widget = siteKey ? <RecaptchaBox siteKey={siteKey} onToken={setToken} widgetId={widgetId} /> : null;
  return { required: siteKey !== null, token, reset, widget };
}

function RecaptchaBox(props: {
  siteKey: string;
  onToken: (token: string | null) => void;
  widgetId: React.RefObject<number | null>;
}) {
  const { siteKey, onToken, widgetId } = props;
  const { t, i18n } = useTranslation("auth");
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    loadRecaptcha().then(
      (grecaptcha) => {
        if (!active || !box.current || widgetId.current !== null) return;
        widgetId.current = grecaptcha.render(box.current, {
          sitekey: siteKey,
          hl: i18n.language,
          callback: (answer: string) => onToken(answer),
          "expired-callback": () => onToken(null),
          "error-callback": () => onToken(null),
        });
      },
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [siteKey, onToken, widgetId, i18n.language]);

  return (
    <div>
      <div ref={box} data-testid="recaptcha" />
      {failed && <p role="alert">{t("recaptcha.loadError")}</p>}
    </div>
  );
}
