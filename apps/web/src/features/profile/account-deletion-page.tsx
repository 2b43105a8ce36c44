/**
 * /account-deletion: ?token=… is the e-mailed link of an account without a password (it deletes only
 * on a click, so a mail scanner opening the link deletes nothing); ?done=1 is where the profile's
 * deletion lands. Both end by saying what happens next.
 */
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { clearSession } from "../../api/session.ts";
import { Button } from "../../ui/button.tsx";
import auth from "../../ui/card-page.module.css";
import { CardPage, CardPageDone } from "../../ui/card-page.tsx";
import { useConfirmDeletion } from "./api/account-deletion.ts";
import styles from "./components/delete-account.module.css";
import { SecurityError } from "./components/security-form.tsx";

export function AccountDeletionPage() {
  const { t } = useTranslation("profile");
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const confirm = useConfirmDeletion();
  const done = search.has("done") || confirm.isSuccess;
  return (
    <CardPage id="account-deletion" title={t("deletion.page.title")}>
      {done ? (
        <CardPageDone next={{ to: "/", label: t("deletion.page.home") }}>
          {t("deletion.page.done")}
        </CardPageDone>
      ) : (
        <>
          <p className={auth.lead}>{t("deletion.page.lead")}</p>
          <SecurityError error={confirm.error} />
          <Button
            className={`${auth.submit} ${styles.dangerSolid}`}
            disabled={confirm.isPending || !token}
            aria-busy={confirm.isPending}
            onClick={() => confirm.mutate(token, { onSuccess: clearSession })}
          >
            {t("deletion.page.submit")}
          </Button>
        </>
      )}
    </CardPage>
  );
}
