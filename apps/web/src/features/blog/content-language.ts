import { useTranslation } from "react-i18next";

/** The language the blog is written in: its posts, categories and tags (comments are the readers' own). */
const BLOG_LANGUAGE = "ru";

/**
 * The `lang` for the blog's own words on this page: the blog's language on a page in another one (so
 * that screen readers speak them right and browsers offer to translate), nothing when they agree.
 */
export function useBlogLang(): string | undefined {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === BLOG_LANGUAGE ? undefined : BLOG_LANGUAGE;
}
