import { useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "../admin.module.css";
import { type AdminPost, useAdminPosts } from "../api/admin-api.ts";
import { PostEditor } from "./post-editor.tsx";
import { QueryState } from "./query-state.tsx";

/** All posts (drafts included) and the editor for the chosen one or a new one. */
export function PostManager() {
  const { t } = useTranslation("admin");
  const posts = useAdminPosts();
  const [editing, setEditing] = useState<{ post: AdminPost | null; key: number } | null>(null);
  if (!posts.isSuccess) return <QueryState query={posts} />;
  return (
    <div className={styles.posts}>
      <div>
        <button
          type="button"
          className={styles.primary}
          onClick={() => setEditing({ post: null, key: Date.now() })}
        >
          {t("posts.new")}
        </button>
        <ul className={styles.list}>
          {posts.data.map((post) => (
            <li key={post.id}>
              <button
                type="button"
                className={styles.postItem}
                onClick={() => setEditing({ post, key: Date.now() })}
              >
                <span>{post.title}</span>
                <small>
                  {post.isPublished ? t("posts.published") : t("posts.draft")}
                  {post.isFeatured ? ` · ${t("posts.featured")}` : ""}
                </small>
              </button>
            </li>
          ))}
        </ul>
      </div>
      {editing ? (
        <PostEditor
          key={editing.key}
          post={editing.post}
          onSaved={(post) => setEditing({ post, key: Date.now() })}
        />
      ) : (
        <p>{t("posts.pick")}</p>
      )}
    </div>
  );
}
