import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../ui/button.tsx";
import empty from "../../../ui/empty-state.module.css";
import { useOwnSeo } from "../../../ui/use-own-seo.ts";

/** A set's address that names no set: what happened (the tab's title too) and the way back to the list. */
export function SetNotFound() {
  const { t } = useTranslation("sets");
  useOwnSeo({ title: t("detail.notFound") });
  return (
    <div className={empty.empty}>
      <h1>{t("detail.notFound")}</h1>
      <p>{t("detail.notFoundText")}</p>
      <ButtonLink to="/nabory/" variant="secondary">
        {t("detail.back")}
      </ButtonLink>
    </div>
  );
}
