import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "../../api/session.ts";
import styles from "./admin.module.css";
import { ModerationQueue } from "./components/moderation-queue.tsx";
import { MoneyPanel } from "./components/money-panel.tsx";
import { PostManager } from "./components/post-manager.tsx";

type Tab = "queue" | "posts" | "money";

/** /admin: the moderation queue, the post editor and the money, for the admin only (the server checks too). */
export function AdminPage() {
  const { t } = useTranslation("admin");
  const session = useSession();
  const [tab, setTab] = useState<Tab>("queue");
  if (session?.user.role !== "admin") {
    return (
      <div className={styles.page}>
        <h1>{t("refusal.title")}</h1>
        <p>{t("refusal.text")}</p>
        <Link to="/">{t("refusal.home")}</Link>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1>{t("title")}</h1>
      <div role="tablist" className={styles.tabs}>
        {(["queue", "posts", "money"] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={tab === key ? styles.tabActive : styles.tab}
            onClick={() => setTab(key)}
          >
            {t(`tabs.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === "queue" ? <ModerationQueue /> : tab === "posts" ? <PostManager /> : <MoneyPanel />}
      </div>
    </div>
  );
}
