/**
 * A build step after `vite build`: writes dist/page-heads.json, each route's title and description in
 * every language, from the common texts the SPA writes into the head (src/ui/seo.ts, `routeHeadText`).
 * The server writes them into the page's HTML, so that a link preview (VK, Telegram: no JavaScript)
 * shows the page it links to. Run with a directory to write there instead of dist/.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PageHeadTexts } from "@mandala/contract/pages";
import { LANGUAGES } from "../src/i18n/languages.ts";
import { ROUTE_TABLE } from "../src/route-table.ts";
import { routeHeadText } from "../src/ui/seo.ts";

const web = fileURLToPath(new URL("..", import.meta.url));

/** A reader of one language's common texts, as i18next reads them (nested keys, a default value). */
function textsOf(language: string) {
  const texts = JSON.parse(readFileSync(path.join(web, `src/i18n/${language}/common.json`), "utf8"));
  return (key: string, options?: { defaultValue: string }): string => {
    const value = key
      .split(".")
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);
    if (typeof value === "string") return value;
    if (options) return options.defaultValue;
    throw new Error(`${language}/common.json has no text ${key}`);
  };
}

const heads: PageHeadTexts = Object.fromEntries(
  LANGUAGES.map((language) => {
    const t = textsOf(language);
    const pages = Object.fromEntries(
      ROUTE_TABLE.map((route) => [route.path, routeHeadText(t, route.handle.title)]),
    );
    return [language, { siteName: t("brand"), pages }];
  }),
);
const out = path.join(process.argv[2] ?? path.join(web, "dist"), "page-heads.json");
writeFileSync(out, JSON.stringify(heads));
console.log(`${path.relative(process.cwd(), out)}: the heads of ${ROUTE_TABLE.length} pages`);
