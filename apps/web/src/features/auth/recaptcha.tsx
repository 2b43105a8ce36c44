/**
 * The CAPTCHA of sign-in and registration: Google reCAPTCHA v2 or Yandex
 * SmartCaptcha, whichever the site settings name, shown only when the server checks it (they name a
 * site key) and, on sign-in, once the server has asked for it. The widget's answer goes with sign-in
 * and registration as `recaptcha`; an answer is good for one check, so the widget is reset after
 * every attempt.
 */
import type { TSiteSettings } from "@mandala/contract";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { siteSettingsQueryOptions } from "../../api/site-settings.ts";

interface Grecaptcha {
  ready(callback: () => void): void;
  render(element: HTMLElement, options: Record<string, unknown>): number;
  reset(widget?: number): void;
}
interface SmartCaptcha {
  render(element: HTMLElement, options: Record<string, unknown>): number;
  reset(widget?: number): void;
  subscribe(widget: number, event: string, callback: () => void): void;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    smartCaptcha?: SmartCaptcha;
    /** Called by SmartCaptcha's script once it is ready. */
    onSmartCaptchaReady?: () => void;
  }
}

type Provider = TSiteSettings["captcha_provider"];

/** A loaded widget script, the same for both providers. */
interface CaptchaWidgets {
  /** Draws the widget in `element`; `onToken` hears each answer, and null once it expires or fails. */
  render(
    element: HTMLElement,
    siteKey: string,
    language: string,
    onToken: (token: string | null) => void,
  ): number;
  reset(widget: number): void;
}

/** Adds the script at `src` to the page; rejects when it does not load. */
function addScript(src: string, onLoad: () => void, reject: (error: Error) => void) {
  const tag = document.createElement("script");
  tag.src = src;
  tag.async = true;
  tag.onload = onLoad;
  tag.onerror = () => reject(new Error(`${src} did not load`));
  document.head.append(tag);
}

const LOADERS: Record<Provider, () => Promise<CaptchaWidgets>> = {
  recaptcha: () =>
    new Promise<Grecaptcha>((resolve, reject) => {
      const ready = () => window.grecaptcha?.ready(() => resolve(window.grecaptcha as Grecaptcha));
      if (window.grecaptcha) return ready();
      addScript("https://www.google.com/recaptcha/api.js?render=explicit", ready, reject);
    }).then((grecaptcha) => ({
      render: (element, siteKey, language, onToken) =>
        grecaptcha.render(element, {
          sitekey: siteKey,
          hl: language,
          callback: (answer: string) => onToken(answer),
          "expired-callback": () => onToken(null),
          "error-callback": () => onToken(null),
        }),
      reset: (widget) => grecaptcha.reset(widget),
    })),
  smartcaptcha: () =>
    new Promise<SmartCaptcha>((resolve, reject) => {
      const ready = () => resolve(window.smartCaptcha as SmartCaptcha);
      if (window.smartCaptcha) return ready();
      window.onSmartCaptchaReady = ready;
      const src = "https://smartcaptcha.yandexcloud.net/captcha.js?render=onload&onload=onSmartCaptchaReady";
      addScript(src, () => undefined, reject);
    }).then((smartCaptcha) => ({
      render: (element, siteKey, language, onToken) => {
        const widget = smartCaptcha.render(element, {
          sitekey: siteKey,
          hl: language === "en" ? "en" : "ru",
          callback: (token: string) => onToken(token),
        });
        smartCaptcha.subscribe(widget, "token-expired", () => onToken(null));
        smartCaptcha.subscribe(widget, "network-error", () => onToken(null));
        return widget;
      },
      reset: (widget) => smartCaptcha.reset(widget),
    })),
};

const CAPTCHA_NAMES: Record<Provider, string> = { recaptcha: "reCAPTCHA", smartcaptcha: "SmartCaptcha" };

const scripts = new Map<Provider, Promise<CaptchaWidgets>>();

/** Loads the provider's script once (again after a failure). */
function loadCaptcha(provider: Provider): Promise<CaptchaWidgets> {
  let script = scripts.get(provider);
  if (!script) {
    script = LOADERS[provider]();
    script.catch(() => scripts.delete(provider));
    scripts.set(provider, script);
  }
  return script;
}

export interface RecaptchaState {
  /** The check's name, as the messages say it: "reCAPTCHA" or "SmartCaptcha". */
  name: string;
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
  const provider = data?.captcha_provider ?? "recaptcha";
  const [token, setToken] = useState<string | null>(null);
  const widgetId = useRef<number | null>(null);
  const reset = useCallback(() => {
    setToken(null);
    const widget = widgetId.current;
    if (widget !== null) void scripts.get(provider)?.then((widgets) => widgets.reset(widget));
  }, [provider]);
  const widget = siteKey ? (
    <RecaptchaBox provider={provider} siteKey={siteKey} onToken={setToken} widgetId={widgetId} />
  ) : null;
  return { name: CAPTCHA_NAMES[provider], required: siteKey !== null, token, reset, widget };
}

function RecaptchaBox(props: {
  provider: Provider;
  siteKey: string;
  onToken: (token: string | null) => void;
  widgetId: React.RefObject<number | null>;
}) {
  const { provider, siteKey, onToken, widgetId } = props;
  const { t, i18n } = useTranslation("auth");
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    loadCaptcha(provider).then(
      (widgets) => {
        if (!active || !box.current || widgetId.current !== null) return;
        widgetId.current = widgets.render(box.current, siteKey, i18n.language, onToken);
      },
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [provider, siteKey, onToken, widgetId, i18n.language]);

  return (
    <div>
      <div ref={box} data-testid="recaptcha" />
      {failed && <p role="alert">{t("recaptcha.loadError", { captcha: CAPTCHA_NAMES[provider] })}</p>}
    </div>
  );
}
