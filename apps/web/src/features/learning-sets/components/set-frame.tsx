import type { TLearningSetDetail } from "@mandala/contract";
import { shareImageOf } from "@mandala/contract/pages";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { errorCode } from "../../../api/client.ts";
import { useLearningSet } from "../../../api/learning-set.ts";
import { useSession } from "../../../api/session.ts";
import page from "../../../ui/page.module.css";
import { useOwnSeo } from "../../../ui/use-own-seo.ts";
import styles from "../sets.module.css";
import { LoadError } from "./load-error.tsx";
import { SetNotFound } from "./set-not-found.tsx";
import { SetDetailSkeleton } from "./skeletons.tsx";

interface SetFrameProps {
  /** Where the back link above leads, and its text. */
  back: { to: string; label: string };
  narrow?: boolean;
  /** The page's content, once the set of the address is loaded. */
  children: (set: TLearningSetDetail) => ReactNode;
  /** Shown below the content once the set is loaded, found or not. */
  after?: ReactNode;
}

/**
 * The frame of a set's pages (/nabory/{slug} and its purchase): a back link, then the set of the address
 * (as the signed-in user sees it) once loaded, or its skeleton, its not-found view or a retry.
 */
export function SetFrame({ back, narrow = false, children, after }: SetFrameProps) {
  const { i18n } = useTranslation("sets");
  const { id: slug = "" } = useParams();
  const session = useSession();
  const set = useLearningSet(slug, i18n.language, session?.user.id ?? null);
  const notFound = errorCode(set.error) === "catalogue.setNotFound";
  useOwnSeo(
    set.data
      ? {
          title: set.data.name,
          description: set.data.description_short,
          image: shareImageOf(set.data.icon_url),
        }
      : null,
  );
  return (
    <div className={narrow ? `${page.frame} ${page.narrow}` : page.frame}>
      <nav aria-label={back.label}>
        <Link to={back.to} className={styles.back}>
          ← {back.label}
        </Link>
      </nav>
      {set.isPending ? (
        <SetDetailSkeleton />
      ) : notFound ? (
        <SetNotFound />
      ) : set.isError ? (
        <LoadError onRetry={() => void set.refetch()} />
      ) : (
        children(set.data)
      )}
      {/* Below the set once it is there: the skeleton is shorter than the set and would let it jump. */}
      {set.isPending ? null : after}
    </div>
  );
}
