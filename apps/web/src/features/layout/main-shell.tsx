import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { InstallApp } from "./install-app.tsx";
import styles from "./layout.module.css";

/** The main layout: a skip link, the header, the page, the footer and the install offer. */
export function MainShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <a href="#content" className={styles.skipLink}>
        {t("skipToContent")}
      </a>
      <Header />
      <main id="content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {/* Its static parts are kept as pre-rendered (StaticMarkup inside); its contacts follow the settings. */}
      <Footer />
      <InstallApp />
    </div>
  );
}
