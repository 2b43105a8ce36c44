import { type MouseEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../ui/button.tsx";
import { FREE_SETS, type FreeSet, fileExists, startDownload } from "../free-sets.ts";
import styles from "../home.module.css";
import { HomeArt } from "./home-art.tsx";
import { HomeSection } from "./home-section.tsx";

function FreeSetCard({ set }: { set: FreeSet }) {
  const { t, i18n } = useTranslation("home");
  const [checking, setChecking] = useState(false);
  const title = t(`sets.items.${set.slug}.title`);
  // The server names the file as this card, in the page's language.
  const fileUrl = i18n.language === "en" ? `${set.fileUrl}?lang=en` : set.fileUrl;

  // Check the file first, so one the server cannot give shows the «Файл не найден» alert (sets.notFound).
  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (checking) return;
    setChecking(true);
    const exists = await fileExists(fileUrl);
    setChecking(false);
    if (exists) startDownload(fileUrl, `${title}.pdf`);
    else window.alert(t("sets.notFound"));
  }

  return (
    <li className={styles.setCard}>
      <HomeArt src={set.image} alt={t("sets.imageAlt", { title })} size={320} />
      <h3>{title}</h3>
      <p>{t(`sets.items.${set.slug}.text`)}</p>
      <a
        href={fileUrl}
        download
        onClick={download}
        aria-busy={checking}
        aria-label={t("sets.downloadLabel", { title })}
        className={buttonClass("primary", styles.setButton)}
        style={{ background: set.buttonColor }}
      >
        {checking ? t("sets.checking") : t("sets.download")}
      </a>
    </li>
  );
}

/** The four free sets as PDF downloads. Scroll target `sets`. */
export function FreeSets() {
  return (
    <HomeSection name="sets" id="sets" lead>
      <ul className={styles.setGrid}>
        {FREE_SETS.map((set) => (
          <FreeSetCard key={set.slug} set={set} />
        ))}
      </ul>
    </HomeSection>
  );
}
