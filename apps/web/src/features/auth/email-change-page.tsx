/**
 * /email-change?confirm=… or ?undo=…: the pages of the e-mail change's two links. Each acts only on a
 * click, so a mail scanner opening the link changes nothing.
 */
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../ui/button.tsx";
import { CardPage, CardPageDone } from "../../ui/card-page.tsx";
import { followEmailLink } from "./api/account-links.ts";
import styles from "./auth.module.css";
import { serverDetail, signInErrorMessage } from "./auth-error.ts";

export function EmailChangePage() {
  const { t } = useTranslation("auth");
  const [search] = useSearchParams();
  const action = search.has("undo") ? "undo" : "confirm";
  const token = search.get(action) ?? "";
  const follow = useMutation({ mutationFn: () => followEmailLink(action, token) });

  return (
    <CardPage
      id="email-change"
      title={t(`recovery.email.${action}.title`)}
      footer={<Link to="/profile">{t("recovery.toProfile")}</Link>}
    >
      {follow.isSuccess ? (
        <CardPageDone
          next={
            action === "undo"
              ? { to: "/forgot-password", label: t("recovery.email.undo.resetPassword") }
              : undefined
          }
        >
          {t(`recovery.email.${action}.done`, { email: follow.data.email })}
        </CardPageDone>
      ) : (
        <>
          <p className={styles.lead}>{t(`recovery.email.${action}.lead`)}</p>
          {follow.isError ? (
            <p className={styles.warning} role="alert">
              {serverDetail(follow.error) ?? signInErrorMessage(follow.error, t)}
            </p>
          ) : null}
          <Button
            className={styles.submit}
            disabled={follow.isPending || !token}
            aria-busy={follow.isPending}
            onClick={() => follow.mutate()}
          >
            {t(`recovery.email.${action}.submit`)}
          </Button>
        </>
      )}
    </CardPage>
  );
}
