/**
 * The route title of /mandalas is read from common:titles.mandalas by the layout. Until that key is
 * added to common.json, it is filled from this feature's own `mandalas:title`.
 */
import i18n from "../../i18n/index.ts";

export function ensurePageTitle(): void {
  for (const lng of ["ru", "en"]) {
    if (!i18n.exists("titles.mandalas", { lng, ns: "common" })) {
      i18n.addResource(lng, "common", "titles.mandalas", i18n.t("mandalas:title", { lng }));
    }
  }
}
