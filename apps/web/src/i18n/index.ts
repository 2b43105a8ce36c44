/**
 * i18next set-up: Russian by default, English as the fallback. Every file `ru/<ns>.json` and
 * `en/<ns>.json` is a namespace, picked up automatically.
 */
import i18n from "i18next";
import { initReactI18next } from "react-i18next";

export const LANGUAGES = ["ru", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = "lang";

type Resources = Record<string, Record<string, Record<string, unknown>>>;

function collect(files: Record<string, { default: Record<string, unknown> }>): Resources {
  const resources: Resources = {};
  for (const [file, module] of Object.entries(files)) {
    const match = /\/(ru|en)\/([\w-]+)\.json$/.exec(file);
    if (!match?.[1] || !match[2]) continue;
    resources[match[1]] ??= {};
    (resources[match[1]] as Record<string, Record<string, unknown>>)[match[2]] = module.default;
  }
  return resources;
}

function storedLanguage(): Language {
  try {
    return localStorage.getItem(STORAGE_KEY) === "en" ? "en" : "ru";
  } catch {
    return "ru";
  }
}

const resources = collect(import.meta.glob("./{ru,en}/*.json", { eager: true }));

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: "en",
  supportedLngs: LANGUAGES,
  defaultNS: "common",
  ns: Object.keys(resources.ru ?? {}),
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Switches the interface language and remembers the choice. */
export function setLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
  void i18n.changeLanguage(language);
}

i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = i18n.language;

export default i18n;
