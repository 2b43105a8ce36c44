import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import page from "../../ui/page.module.css";
import { useOwnSeo } from "../../ui/use-own-seo.ts";
import { useCategories } from "./api/get-categories.ts";
import styles from "./blog.module.css";
import { LoadFailure } from "./components/load-failure.tsx";
import { NotFoundNotice } from "./components/not-found-notice.tsx";
import { PostList } from "./components/post-list.tsx";
import { useBlogLang } from "./content-language.ts";

/** /category/{category}: the category's name, its published posts page by page, or that it does not exist. */
export function CategoryPage() {
  const { category: slug = "" } = useParams();
  const { t } = useTranslation("blog");
  const categories = useCategories();
  const lang = useBlogLang();
  const category = categories.data?.find((candidate) => candidate.slug === slug);
  useOwnSeo(category ? { title: t("category.title", { category: category.name }) } : null);
  let header: React.ReactNode;
  if (categories.isPending) header = <p className={styles.status}>{t("list.loading")}</p>;
  else if (categories.isError) {
    header = <LoadFailure message={t("list.error")} onRetry={() => void categories.refetch()} />;
  } else if (!category) {
    return (
      <div className={styles.page}>
        <NotFoundNotice title={t("category.notFound")} />
      </div>
    );
  } else {
    header = (
      <>
        <p className={page.eyebrow}>{t("category.eyebrow")}</p>
        <h1 lang={lang}>{category.name}</h1>
        <p className={styles.lead}>{t("category.subtitle")}</p>
      </>
    );
  }
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>{header}</header>
      {category && <PostList filter={{ kind: "category", slug }} empty={t("category.empty")} paged />}
    </div>
  );
}
