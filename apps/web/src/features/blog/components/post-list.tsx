import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import emptyState from "../../../ui/empty-state.module.css";
import { type PostListFilter, usePosts } from "../api/get-posts.ts";
import styles from "../blog.module.css";
import { useBlogLang } from "../content-language.ts";
import { LoadFailure } from "./load-failure.tsx";
import { PAGE_SIZE, Pager, usePageNumber } from "./pager.tsx";
import { PostMeta } from "./post-meta.tsx";

/**
 * Published posts matching `filter`: title, date, category, excerpt and a link to each; when `paged`,
 * PAGE_SIZE a page (`?page=N`) with the pager under them; `empty` when there is none.
 */
export function PostList({
  filter,
  empty,
  paged = false,
}: {
  filter: PostListFilter;
  empty?: string;
  paged?: boolean;
}) {
  const { t } = useTranslation("blog");
  const posts = usePosts(filter);
  const lang = useBlogLang();
  const size = paged ? PAGE_SIZE : Number.POSITIVE_INFINITY;
  const pages = paged ? Math.ceil((posts.data?.length ?? 0) / PAGE_SIZE) : 1;
  const page = usePageNumber(pages);
  if (posts.isPending) return <p className={styles.status}>{t("list.loading")}</p>;
  if (posts.isError) {
    return <LoadFailure message={t("list.error")} onRetry={() => void posts.refetch()} />;
  }
  if (posts.data.length === 0) {
    return (
      <p className={emptyState.empty}>
        {empty ?? t("list.empty")} {filter.kind !== "all" && <Link to="/blog">{t("list.allPosts")}</Link>}
      </p>
    );
  }
  return (
    <>
      <ul className={styles.postList}>
        {posts.data.slice((page - 1) * size, page * size).map((post) => (
          <li key={post.id} className={styles.postCard}>
            {post.featuredImage && (
              <img
                className={styles.cardImage}
                src={`/uploads/${post.featuredImage}`}
                alt=""
                loading="lazy"
              />
            )}
            <div>
              <PostMeta post={post} />
              <h2 className={styles.cardTitle} lang={lang}>
                <Link to={`/post/${post.slug}`}>{post.title}</Link>
              </h2>
              <p className={styles.excerpt} lang={lang}>
                {post.excerpt}
              </p>
              <Link to={`/post/${post.slug}`} className={styles.readMore}>
                {t("list.readMore")}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} />
    </>
  );
}
