import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams } from "react-router";
import { useSession } from "../../api/session.ts";
import { useOwnSeo } from "../../ui/use-own-seo.ts";
import { usePost } from "./api/get-post.ts";
import { sendPostLike } from "./api/toggle-like.ts";
import type { Post } from "./api/types.ts";
import styles from "./blog.module.css";
import { CommentsSection } from "./components/comments-section.tsx";
import { CommentIcon } from "./components/icons.tsx";
import { LikeButton } from "./components/like-button.tsx";
import { LoadFailure } from "./components/load-failure.tsx";
import { NotFoundNotice } from "./components/not-found-notice.tsx";
import { PostMeta } from "./components/post-meta.tsx";
import { PostSidebar } from "./components/post-sidebar.tsx";
import { SharePopover } from "./components/share-popover.tsx";
import { useBlogLang } from "./content-language.ts";

/** /post/{slug}: a published post, its likes, share links and approved comments. */
export function PostPage() {
  const { slug = "" } = useParams();
  const { t } = useTranslation("blog");
  const post = usePost(slug);
  useOwnSeo(
    post.data
      ? {
          title: post.data.title,
          description: post.data.excerpt,
          image: post.data.featuredImage ? `/uploads/${post.data.featuredImage}` : undefined,
        }
      : null,
  );
  let body: React.ReactNode;
  if (post.isPending) body = <p className={styles.status}>{t("post.loading")}</p>;
  else if (post.isError) {
    body = <LoadFailure message={t("post.error")} onRetry={() => void post.refetch()} />;
  } else if (!post.data) body = <NotFoundNotice title={t("post.notFound")} />;
  else body = <PostArticle key={post.data.id} post={post.data} />;
  return (
    <div className={styles.postLayout}>
      <div className={styles.postMain}>{body}</div>
      {/* Below the post on a phone: shown with it, not pushed down by it when it comes (layout shift). */}
      {post.isPending ? null : <PostSidebar />}
    </div>
  );
}

function PostArticle({ post }: { post: Post }) {
  const { t } = useTranslation("blog");
  const session = useSession();
  const { pathname } = useLocation();
  const userId = session?.user.id ?? null;
  const [commentsOpen, setCommentsOpen] = useState(true);
  const lang = useBlogLang();
  return (
    <article className={styles.post}>
      <h1 className={styles.postTitle} lang={lang}>
        {post.title}
      </h1>
      <PostMeta post={post}>{t("post.by", { name: post.byline })}</PostMeta>
      {post.featuredImage && (
        <img className={styles.featuredImage} src={`/uploads/${post.featuredImage}`} alt="" />
      )}
      {/* The server sanitizes the HTML on write and again when it answers. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: allow-list sanitized on the server */}
      <div className={styles.content} lang={lang} dangerouslySetInnerHTML={{ __html: post.content }} />
      {post.tags.length > 0 && (
        <ul className={styles.tags} aria-label={t("post.tags")} lang={lang}>
          {post.tags.map((tag) => (
            <li key={tag.slug}>
              <Link to={`/tag/${tag.slug}`}>#{tag.name}</Link>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <LikeButton
          likes={post.likes}
          count={post.numberOfLikes}
          userId={userId}
          label={t("like.post")}
          send={(user) => sendPostLike(post.id, user)}
        />
        <button
          type="button"
          className={styles.iconButton}
          aria-expanded={commentsOpen}
          aria-controls="comments"
          aria-label={t("comments.toggle", { count: post.commentSet.length })}
          onClick={() => setCommentsOpen(!commentsOpen)}
        >
          <CommentIcon />
          <span>{post.commentSet.length}</span>
        </button>
        <SharePopover title={post.title} />
      </div>
      {commentsOpen && (
        <CommentsSection
          id="comments"
          postId={post.id}
          comments={post.commentSet}
          userId={userId}
          redirect={pathname}
        />
      )}
    </article>
  );
}
