import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import empty from "../../../ui/empty-state.module.css";
import { useOwnSeo } from "../../../ui/use-own-seo.ts";

/** A post, category or tag that does not exist: says so (the tab's title too) and leads back to the blog. */
export function NotFoundNotice({ title }: { title: string }) {
  const { t } = useTranslation("blog");
  useOwnSeo({ title });
  return (
    <div>
      <h1>{title}</h1>
      <p className={empty.empty}>
        {t("notFound.text")} <Link to="/blog">{t("post.backToBlog")}</Link>
      </p>
    </div>
  );
}
