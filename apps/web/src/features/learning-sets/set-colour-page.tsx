/**
 * /nabory/{slug}/raskrasit: the mandalas of a bought set, each to colour on screen. The signed-in owner's
 * colouring is kept on the server (the mandala joins their mandalas); with the purchase e-mail's link
 * (`?link=…`, no account needed) it stays in this browser, like the demo's.
 */
import type { TSetMandala, TSetMandalas } from "@mandala/contract";
import { mandalaParams } from "@mandala/contract/mandala-fields";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { errorCode } from "../../api/client.ts";
import { colourUrl } from "../../api/colour-params.ts";
import { drawErrorMessage } from "../../api/error-message.ts";
import { useSession } from "../../api/session.ts";
import alert from "../../ui/alert.module.css";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { MandalaThumb } from "../../ui/mandala-thumb.tsx";
import page from "../../ui/page.module.css";
import { type SetMandalasSource, setMandalasQueryOptions } from "./api/get-set-mandalas.ts";
import { useStartSetColouring } from "./api/start-set-colouring.ts";
import { LoadError } from "./components/load-error.tsx";
import { SetNotFound } from "./components/set-not-found.tsx";
import { SetListSkeleton } from "./components/skeletons.tsx";
import styles from "./sets.module.css";

/** The set's mandalas as cards, each with its way to colour it. */
function MandalaGrid({
  mandalas,
  action,
}: {
  mandalas: readonly TSetMandala[];
  action: (mandala: TSetMandala) => React.ReactNode;
}) {
  return (
    <ul className={styles.grid}>
      {mandalas.map((mandala) => (
        <li key={mandala.index} className={`${styles.card} ${styles.mandalaCard}`}>
          <MandalaThumb params={mandalaParams(mandala)} size={240} alt="" className={styles.mandalaThumb} />
          <p className={styles.cardTitle}>
            {mandala.index + 1}. {mandala.phrase}
          </p>
          <div className={styles.cardFooter}>{action(mandala)}</div>
        </li>
      ))}
    </ul>
  );
}

/** The owner's list: «Раскрасить» keeps the mandala among theirs and opens its colouring. */
function OwnerMandalas({ set }: { set: TSetMandalas }) {
  const { t } = useTranslation("sets");
  const navigate = useNavigate();
  const start = useStartSetColouring(set.slug);
  return (
    <>
      {start.isError ? (
        <p role="alert" className={alert.alert}>
          {drawErrorMessage(start.error, t("colour.failed"))}
        </p>
      ) : null}
      <MandalaGrid
        mandalas={set.mandalas}
        action={(mandala) => (
          <Button
            aria-label={t("colour.actionLabel", { phrase: mandala.phrase })}
            disabled={start.isPending}
            onClick={() =>
              start.mutate(mandala.index, {
                onSuccess: ({ mandala_id }) => void navigate(`/mandalas/${mandala_id}/colour`),
              })
            }
          >
            {start.isPending && start.variables === mandala.index ? t("colour.opening") : t("colour.action")}
          </Button>
        )}
      />
    </>
  );
}

/** The e-mailed link's list: each mandala opens the colouring kept in this browser. */
function LinkMandalas({ set, link }: { set: TSetMandalas; link: string }) {
  const { t } = useTranslation("sets");
  return (
    <MandalaGrid
      mandalas={set.mandalas}
      action={(mandala) => (
        <ButtonLink
          to={colourUrl(mandalaParams(mandala), { slug: set.slug, link })}
          aria-label={t("colour.actionLabel", { phrase: mandala.phrase })}
        >
          {t("colour.action")}
        </ButtonLink>
      )}
    />
  );
}

/** A visitor without the e-mail's link: sign in to colour a set bought with the account. */
function SignInFirst() {
  const { t } = useTranslation("sets");
  const location = useLocation();
  const back = encodeURIComponent(location.pathname + location.search);
  return (
    <div className={page.intro}>
      <h1>{t("colour.heading")}</h1>
      <p className={styles.lead}>{t("colour.signIn")}</p>
      <ButtonLink to={`/signin?redirect=${back}`}>{t("colour.signInButton")}</ButtonLink>
    </div>
  );
}

export function SetColourPage() {
  const { t, i18n } = useTranslation("sets");
  const { id: slug = "" } = useParams();
  const [search] = useSearchParams();
  const session = useSession();
  const link = search.get("link");
  const source: SetMandalasSource = link ? { slug, link } : { slug, link: null };
  const signInFirst = !link && !session;
  const set = useQuery({
    ...setMandalasQueryOptions(source, i18n.language, session?.user.id ?? null),
    enabled: !signInFirst,
  });
  const code = errorCode(set.error);

  let body: React.ReactNode;
  if (signInFirst) body = <SignInFirst />;
  else if (set.isPending) body = <SetListSkeleton />;
  else if (code === "catalogue.setNotFound") body = <SetNotFound />;
  // Not this account's set, or refunded: the server says which.
  else if (code === "catalogue.setNotOwned" || code === "catalogue.purchaseRefunded")
    body = (
      <div role="alert" className={alert.alert}>
        <p>{drawErrorMessage(set.error, t("loadError"))}</p>
        <ButtonLink to={`/nabory/${encodeURIComponent(slug)}`} variant="secondary">
          {t("colour.toSet")}
        </ButtonLink>
      </div>
    );
  else if (set.isError) body = <LoadError onRetry={() => void set.refetch()} />;
  else
    body = (
      <>
        <header className={page.intro}>
          <h1>{t("colour.title", { name: set.data.name })}</h1>
          <p className={styles.lead}>{link ? t("colour.leadLink") : t("colour.leadOwner")}</p>
        </header>
        {link ? <LinkMandalas set={set.data} link={link} /> : <OwnerMandalas set={set.data} />}
      </>
    );

  return (
    <div className={page.frame}>
      <nav aria-label={t("colour.back")}>
        <Link to={`/nabory/${encodeURIComponent(slug)}`} className={styles.back}>
          ← {t("colour.back")}
        </Link>
      </nav>
      {body}
    </div>
  );
}
