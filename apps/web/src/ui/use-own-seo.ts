import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { applySeo } from "./seo.ts";

/** What a page about one thing (a post, a category, a tag, a set) says of itself in the head. */
export interface OwnSeo {
  /** The thing's own title, without the site's name. */
  title: string;
  description?: string;
  /** Root-relative or absolute URL of its picture. */
  image?: string;
}

/**
 * Gives the document the page's own title, description and sharing picture once it is known (null:
 * not yet), over the route's generic ones: the layout writes those in a layout effect, which always
 * runs before this one, also when the language changes.
 */
export function useOwnSeo(own: OwnSeo | null): void {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const title = own?.title;
  const description = own?.description;
  const image = own?.image;
  useEffect(() => {
    if (title === undefined) return;
    applySeo({
      title: `${title} — ${t("brand")}`,
      description: description || t("descriptions.default"),
      path: pathname,
      language: i18n.language,
      siteName: t("brand"),
      image,
    });
  }, [title, description, image, pathname, t, i18n.language]);
}
