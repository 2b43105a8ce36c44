/**
 * Reading a page's head from the HTML the server sends, and the public pages with their titles: shared
 * by the server's tests of the pages (modules/content/pages.test.ts) and the browser's (e2e/page-heads).
 */

/** The content of the `<meta {name|property}="{key}">` tags of `html`. */
export function metaOf(html: string, key: string): string[] {
  const pattern = /<meta\s+(?:name|property)="([^"]+)"\s+content="([^"]*)"/g;
  return [...html.matchAll(pattern)].filter((m) => m[1] === key).map((m) => m[2] as string);
}

/** The `<title>`s of `html`. */
export const titleOf = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);

/** The canonical links of `html`. */
export const canonicalOf = (html: string) =>
  [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1]);

/** The public pages that carry a head of their own, with their titles in Russian and in English. */
export const PUBLIC_PAGES = [
  {
    path: "/",
    ru: "Мандала желаний — мандала по вашему намерению",
    en: "Wish Mandala — a mandala from your intention",
  },
  { path: "/blog", ru: "Блог — Мандала желаний", en: "Blog — Wish Mandala" },
  { path: "/nabory", ru: "Обучающие наборы — Мандала желаний", en: "Learning sets — Wish Mandala" },
  { path: "/democalc", ru: "Демо-калькулятор — Мандала желаний", en: "Demo calculator — Wish Mandala" },
  { path: "/testcalc", ru: "Пробный калькулятор — Мандала желаний", en: "Trial calculator — Wish Mandala" },
  { path: "/article", ru: "О методе — Мандала желаний", en: "About the method — Wish Mandala" },
  { path: "/oferta", ru: "Публичная оферта — Мандала желаний", en: "Public offer — Wish Mandala" },
  {
    path: "/pndpolicy",
    ru: "Политика обработки персональных данных — Мандала желаний",
    en: "Personal data policy — Wish Mandala",
  },
  { path: "/signin", ru: "Вход — Мандала желаний", en: "Sign in — Wish Mandala" },
  { path: "/register", ru: "Регистрация — Мандала желаний", en: "Register — Wish Mandala" },
  { path: "/sitemap", ru: "Карта сайта — Мандала желаний", en: "Sitemap — Wish Mandala" },
];
