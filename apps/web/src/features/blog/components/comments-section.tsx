import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../ui/dates.ts";
import { useCreateComment } from "../api/create-comment.ts";
import { pendingCommentsQueryOptions, usePendingComments } from "../api/get-pending-comments.ts";
import { sendCommentLike } from "../api/toggle-like.ts";
import type { BlogComment } from "../api/types.ts";
import styles from "../blog.module.css";
import { LikeButton } from "./like-button.tsx";

/**
 * The approved comments of a post, then the signed-in reader's own ones awaiting moderation (marked, seen
 * by them only); the form for a signed-in user, or a sign-in link otherwise.
 */
export function CommentsSection({
  id,
  postId,
  comments,
  userId,
  redirect,
}: {
  id: string;
  postId: string;
  comments: BlogComment[];
  userId: number | null;
  redirect: string;
}) {
  const { t, i18n } = useTranslation("blog");
  const pending = usePendingComments(postId, userId).data ?? [];
  const shown = [...comments, ...pending];
  return (
    <section id={id} className={styles.comments} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("comments.title", { count: shown.length })}</h2>
      {shown.length === 0 ? (
        <p className={styles.status}>{t("comments.empty")}</p>
      ) : (
        <ul className={styles.commentList}>
          {shown.map((comment) => (
            <li
              key={comment.id}
              id={`comment-${comment.id}`}
              className={styles.comment}
              data-pending={!comment.isApproved || undefined}
            >
              <p className={styles.meta}>
                <strong>{comment.user.username}</strong> ·{" "}
                <time dateTime={comment.createdAt}>{formatDate(comment.createdAt, i18n.language)}</time>
                {comment.isApproved ? null : (
                  <>
                    {" · "}
                    <span className={styles.pendingBadge}>{t("comments.awaiting")}</span>
                  </>
                )}
              </p>
              <p className={styles.commentText}>{comment.content}</p>
              {comment.isApproved ? (
                <LikeButton
                  likes={comment.likes}
                  count={comment.numberOfLikes}
                  userId={userId}
                  label={t("like.comment")}
                  send={(user) => sendCommentLike(comment.id, user)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {userId === null ? (
        <p className={styles.signinPrompt}>
          {t("comments.signinBefore")}{" "}
          <Link to={`/signin?redirect=${encodeURIComponent(redirect)}`}>{t("comments.signin")}</Link>
          {t("comments.signinAfter")}
        </p>
      ) : (
        <CommentForm postId={postId} userId={userId} />
      )}
    </section>
  );
}

function CommentForm({ postId, userId }: { postId: string; userId: number }) {
  const { t } = useTranslation("blog");
  const [content, setContent] = useState("");
  const [sent, setSent] = useState(false);
  const create = useCreateComment();
  const queryClient = useQueryClient();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    if (!text || create.isPending) return; // an empty comment does nothing
    create.mutate(
      { content: text, userId, postId },
      {
        onSuccess: () => {
          setContent("");
          setSent(true);
          // The new comment shows at once among the reader's own, awaiting moderation.
          void queryClient.invalidateQueries(pendingCommentsQueryOptions(postId, userId));
        },
      },
    );
  };
  return (
    <form className={styles.commentForm} onSubmit={submit}>
      <label htmlFor="comment-text">{t("comments.label")}</label>
      <textarea
        id="comment-text"
        rows={4}
        maxLength={2000}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          setSent(false);
        }}
      />
      <button type="submit" className={styles.submit} disabled={create.isPending}>
        {create.isPending ? t("comments.sending") : t("comments.submit")}
      </button>
      {sent && (
        <p className={styles.notice} role="status">
          {t("comments.pending")}
        </p>
      )}
      {create.isError && (
        <p className={styles.error} role="alert">
          {create.error.message}
        </p>
      )}
    </form>
  );
}
