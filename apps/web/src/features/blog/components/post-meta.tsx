import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../ui/dates.ts";
import type { PostCard } from "../api/types.ts";
import styles from "../blog.module.css";
import { useBlogLang } from "../content-language.ts";

/** A post's meta line: its date, then `children` (a byline) and the link to its category, when any. */
export function PostMeta({ post, children }: { post: PostCard; children?: ReactNode }) {
  const { i18n } = useTranslation("blog");
  const lang = useBlogLang();
  return (
    <p className={styles.meta}>
      <time dateTime={post.createdAt}>{formatDate(post.createdAt, i18n.language)}</time>
      {children && (
        <>
          {" · "}
          {children}
        </>
      )}
      {post.category && (
        <>
          {" · "}
          <Link to={`/category/${post.category.slug}`} lang={lang}>
            {post.category.name}
          </Link>
        </>
      )}
    </p>
  );
}
