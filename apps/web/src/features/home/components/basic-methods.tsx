import { useTranslation } from "react-i18next";
import styles from "../home.module.css";
import { HomeArt } from "./home-art.tsx";
import { HomeSection } from "./home-section.tsx";

const SHAPES = ["demoshape", "octagon", "eight_diamond", "six_diamond"] as const;

/** The basic tier: four shapes, each pictured by a mandala of our engine. Scroll target `basic-methods`. */
export function BasicMethods() {
  const { t } = useTranslation("home");
  return (
    <HomeSection name="basic" id="basic-methods" sunken lead>
      <ul className={styles.shapeGrid}>
        {SHAPES.map((shape) => (
          <li key={shape} className={styles.shapeCard}>
            <HomeArt
              src={`/images/home/basic-${shape}.svg`}
              alt={t("basic.imageAlt", { shape: t(`basic.shapes.${shape}.title`) })}
              size={280}
            />
            <h3>{t(`basic.shapes.${shape}.title`)}</h3>
            <p>{t(`basic.shapes.${shape}.text`)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
