import { useLayoutEffect } from "react";
import { useTranslation } from "react-i18next";
import { applySeo, routeHeadText } from "../../ui/seo.ts";

/**
 * Keeps the document's title, description and sharing tags on the page whose title key (common
 * namespace, under `titles`) is `titleKey`, in the interface language. A layout effect, so that a page
 * telling its own title (ui/use-own-seo.ts, a passive effect) always writes after it.
 */
export function usePageSeo(titleKey: string | undefined, pathname: string): void {
  const { t, i18n } = useTranslation();
  useLayoutEffect(() => {
    if (!titleKey) return;
    applySeo({
      ...routeHeadText(t, titleKey),
      path: pathname,
      language: i18n.language,
      siteName: t("brand"),
    });
  }, [titleKey, t, i18n.language, pathname]);
}
