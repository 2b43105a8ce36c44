/**
 * /s/:token: a mandala someone shared: the picture (the phrase only when its owner shows it) and the
 * invitation to compute one's own. A revoked or unknown link says so.
 */
import { shareFiles } from "@mandala/contract/pages";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ApiError } from "../../api/client.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { ErrorBox } from "../../ui/error-box.tsx";
import page from "../../ui/page.module.css";
import { Spinner } from "../../ui/spinner.tsx";
import { useOwnSeo } from "../../ui/use-own-seo.ts";
import { sharedMandalaQueryOptions } from "./api/get-shared-mandala.ts";
import styles from "./components/colouring.module.css";

function SharedImage({ src, alt }: { src: string; alt: string }) {
  return (
    <img className={styles.sharedImage} src={src} alt={alt} width={1200} height={1200} fetchPriority="high" />
  );
}

export function SharePage() {
  const { t } = useTranslation("colouring");
  const token = useParams().token ?? "";
  const shared = useQuery(sharedMandalaQueryOptions(token));
  const gone = shared.error instanceof ApiError && shared.error.status < 500;
  // The tab and the link card as the server wrote them: the mandala's own card, or what happened.
  useOwnSeo(
    shared.data
      ? {
          title: t("shared.title"),
          description: shared.data.phrase ? `«${shared.data.phrase}»` : t("shared.alt"),
          image: shared.data.card,
        }
      : gone
        ? { title: t("shared.goneTitle") }
        : null,
  );

  if (shared.isPending) {
    // The picture's address is known from the link: it is fetched (and drawn by the server) while the
    // page asks what else the link shows, instead of after (then a phone waited 3.8 s for the picture).
    return (
      <div className={`${page.frame} ${styles.shared}`} aria-busy="true">
        <header className={page.intro}>
          <h1>{t("shared.title")}</h1>
          <p className={styles.phrase}>
            <Spinner /> {t("loading")}
          </p>
        </header>
        <SharedImage src={shareFiles(token).image} alt="" />
      </div>
    );
  }
  if (shared.isError) {
    return (
      <div className={`${page.frame} ${page.narrow}`}>
        {gone ? (
          <>
            <h1>{t("shared.goneTitle")}</h1>
            <p>{t("shared.gone")}</p>
          </>
        ) : (
          <ErrorBox
            title={t("loadError")}
            message={t("network")}
            retry={{ label: t("retry"), onRetry: () => void shared.refetch() }}
          />
        )}
        <ButtonLink to="/democalc">{t("shared.cta")}</ButtonLink>
      </div>
    );
  }
  const { phrase, image } = shared.data;
  return (
    <div className={`${page.frame} ${styles.shared}`}>
      <header className={page.intro}>
        <h1>{t("shared.title")}</h1>
        {phrase ? <p className={styles.phrase}>«{phrase}»</p> : null}
      </header>
      <SharedImage src={image} alt={phrase ? t("shared.altPhrase", { phrase }) : t("shared.alt")} />
      <section className={styles.cta}>
        <p>{t("shared.lead")}</p>
        <ButtonLink to="/democalc" data-testid="share-cta">
          {t("shared.cta")}
        </ButtonLink>
      </section>
    </div>
  );
}
