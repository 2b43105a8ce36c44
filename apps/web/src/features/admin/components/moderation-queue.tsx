import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatMoment } from "../../../ui/dates.ts";
import styles from "../admin.module.css";
import { useModerate, useQueue } from "../api/admin-api.ts";
import { QueryState } from "./query-state.tsx";

/** Comments waiting for approval: approve or delete each. */
export function ModerationQueue() {
  const { t, i18n } = useTranslation("admin");
  const queue = useQueue();
  const moderate = useModerate();
  if (!queue.isSuccess) return <QueryState query={queue} />;
  if (queue.data.length === 0) return <p>{t("queue.empty")}</p>;
  return (
    <ul className={styles.list}>
      {queue.data.map((comment) => (
        <li key={comment.id} className={styles.card}>
          <p className={styles.meta}>
            <strong>{comment.user.username}</strong> · {formatMoment(comment.createdAt, i18n.language)} ·{" "}
            <Link to={`/post/${comment.post.slug}`}>{comment.post.title}</Link>
          </p>
          <p className={styles.commentText}>{comment.content}</p>
          <div className={styles.row}>
            <button
              type="button"
              className={styles.primary}
              disabled={moderate.isPending}
              onClick={() => moderate.mutate({ id: comment.id, action: "approve" })}
            >
              {t("queue.approve")}
            </button>
            <button
              type="button"
              className={styles.danger}
              disabled={moderate.isPending}
              onClick={() => {
                if (window.confirm(t("queue.confirmDelete")))
                  moderate.mutate({ id: comment.id, action: "delete" });
              }}
            >
              {t("queue.delete")}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
