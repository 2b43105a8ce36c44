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

/** The `hreflang` alternates of `html`: each language's code and address. */
export const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map((m) => [m[1], m[2]]);

/** A page's title: its name, then the site's, in the page's language. */
const titled = (path: string, ru: string, en: string) => ({
  path,
  ru: `${ru} — Мандала желаний`,
  en: `${en} — Wish Mandala`,
});

/** The public pages that carry a head of their own, with their titles in Russian and in English. */
export const PUBLIC_PAGES = [
  // The home page names the site first.
  {
    path: "/",
    ru: "Мандала желаний — мандала по вашему намерению",
    en: "Wish Mandala — a mandala from your intention",
  },
  titled("/blog", "Блог", "Blog"),
  titled("/nabory", "Обучающие наборы", "Learning sets"),
  titled("/democalc", "Демо-калькулятор", "Demo calculator"),
  titled("/testcalc", "Пробный калькулятор", "Trial calculator"),
  titled("/article", "О методе", "About the method"),
  titled("/oferta", "Публичная оферта", "Public offer"),
  titled("/pndpolicy", "Политика обработки персональных данных", "Personal data policy"),
  titled("/kontakty", "Контакты", "Contacts"),
  titled("/oplata-i-vozvrat", "Оплата, доставка и возврат", "Payment, delivery and refunds"),
  titled("/voprosy", "Вопросы и ответы", "Questions and answers"),
  titled("/signin", "Вход", "Sign in"),
  titled("/register", "Регистрация", "Register"),
  titled("/sitemap", "Карта сайта", "Sitemap"),
];
