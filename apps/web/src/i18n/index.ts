/**
 * i18next set-up: Russian by default, or English. Every file `ru/<ns>.json` and
 * `en/<ns>.json` is a namespace. Only the Russian `common` namespace ships in the entry chunk; the
 * others load on first use (a page that needs one suspends until it is there).
 */
import { LANGUAGE_PARAM } from "@mandala/contract/pages";
import i18n, { type BackendModule, type ReadCallback } from "i18next";
import { initReactI18next } from "react-i18next";
import { LANGUAGES, type Language } from "./languages.ts";
import ruCommon from "./ru/common.json";

export { LANGUAGES, type Language };

const STORAGE_KEY = "lang";

type Loader = () => Promise<Record<string, unknown>>;
const loaders = import.meta.glob<Record<string, unknown>>(
  ["./ru/*.json", "./en/*.json", "!./ru/common.json"],
  {
    import: "default",
  },
);

/** Every namespace there is (the file names under ru/). */
export const NAMESPACES: readonly string[] = [
  "common",
  ...Object.keys(loaders).flatMap((file) => /^\.\/ru\/([\w-]+)\.json$/.exec(file)?.[1] ?? []),
];

/** Loads namespace files on demand, as chunks of their own. */
const lazyFiles: BackendModule = {
  type: "backend",
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`./${language}/${namespace}.json`] as Loader | undefined;
    if (!load) return callback(null, {});
    load().then(
      (data) => callback(null, data),
      (error: Error) => callback(error, null),
    );
  },
};

/**
 * The language to start in: the address's own (`?lang=en`, a page's English address, which search
 * engines link to), remembered as the visitor's choice; else the choice stored before; else Russian.
 */
function startLanguage(): Language {
  try {
    const asked =
      typeof location === "undefined" ? null : new URLSearchParams(location.search).get(LANGUAGE_PARAM);
    if (asked === "en" || asked === "ru") {
      localStorage.setItem(STORAGE_KEY, asked);
      return asked;
    }
    return localStorage.getItem(STORAGE_KEY) === "en" ? "en" : "ru";
  } catch {
    return "ru";
  }
}

void i18n
  .use(lazyFiles)
  .use(initReactI18next)
  .init({
    resources: { ru: { common: ruCommon } },
    partialBundledLanguages: true,
    lng: startLanguage(),
    // Both languages hold every key (parity.test.ts): no fallback, so a page loads its texts in one
    // language only, one request per namespace instead of two.
    fallbackLng: false,
    supportedLngs: LANGUAGES,
    defaultNS: "common",
    ns: ["common"],
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/**
 * The choice in a cookie too: the server writes the head of the pages it sends (title, description,
 * sharing card) in the language the cookie names, Russian without it, as the interface chooses.
 */
function rememberForServer(language: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed value; older Safari has no Cookie Store API
  document.cookie = `${STORAGE_KEY}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** Switches the interface language and remembers the choice. */
export function setLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
  void i18n.changeLanguage(language);
}

// The page's language follows the interface (not when pre-rendering, where there is no document).
if (typeof document !== "undefined") {
  i18n.on("languageChanged", (language) => {
    document.documentElement.lang = language;
    rememberForServer(language);
  });
  document.documentElement.lang = i18n.language;
  rememberForServer(i18n.language);
}

export default i18n;
