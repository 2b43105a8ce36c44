/**
 * The profile's «Удалить аккаунт» card (decision 031): first what the deletion loses (a paid period,
 * drawings, bought sets' links, mandalas), then the password, or for an account without one a link
 * by e-mail. Once deleted, the session is cleared and the page says what happens next.
 */
import type { TAccountDeletionPreview } from "@mandala/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { clearSession } from "../../../api/session.ts";
import { Button } from "../../../ui/button.tsx";
import { Field } from "../../../ui/field.tsx";
import { SupportHint } from "../../../ui/seller.tsx";
import { useDeleteAccount, useDeletionPreview } from "../api/account-deletion.ts";
import profile from "../profile.module.css";
import styles from "./delete-account.module.css";
import security from "./security.module.css";
import { SecurityError } from "./security-form.tsx";

export function DeleteAccountSection() {
  const { t } = useTranslation("profile");
  const [open, setOpen] = useState(false);
  const preview = useDeletionPreview(open);
  return (
    <section className={`${profile.card} ${styles.card}`} aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{t("deletion.title")}</h2>
      <p className={profile.muted}>{t("deletion.text")}</p>
      {!open ? (
        <div className={security.actions}>
          <Button variant="secondary" className={styles.danger} onClick={() => setOpen(true)}>
            {t("deletion.start")}
          </Button>
        </div>
      ) : preview.data ? (
        <DeletionForm preview={preview.data} onCancel={() => setOpen(false)} />
      ) : (
        <p className={profile.muted} role={preview.isError ? "alert" : "status"}>
          {t(preview.isError ? "deletion.loadFailed" : "deletion.loading")}
        </p>
      )}
    </section>
  );
}

/** What is lost, in the page's language. */
function Losses({ preview }: { preview: TAccountDeletionPreview }) {
  const { t } = useTranslation("profile");
  const { subscription, sets, mandalas } = preview;
  return (
    <div className={styles.warning} role="note" aria-labelledby="delete-account-loses">
      <h3 id="delete-account-loses">{t("deletion.loses")}</h3>
      <ul>
        {subscription ? (
          <li>
            {t("deletion.subscription", {
              plan: subscription.plan_name,
              days: t("deletion.days", { count: subscription.days_remaining }),
              drawings: t("deletion.drawings", { count: subscription.drawings_remaining }),
            })}
          </li>
        ) : null}
        {sets.length > 0 ? <li>{t("deletion.sets", { sets: sets.join(", ") })}</li> : null}
        {mandalas > 0 ? <li>{t("deletion.mandalas", { count: mandalas })}</li> : null}
        <li>{t("deletion.rest")}</li>
      </ul>
      <p>{t("deletion.kept")}</p>
      <SupportHint lead={t("deletion.support")} />
    </div>
  );
}

function DeletionForm({ preview, onCancel }: { preview: TAccountDeletionPreview; onCancel: () => void }) {
  const { t } = useTranslation("profile");
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState("");
  const [missing, setMissing] = useState(false);
  const byPassword = preview.confirm_by === "password";

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (byPassword && !password) {
      setMissing(true);
      return;
    }
    remove.mutate(byPassword ? password : undefined, {
      onSuccess: (notice) => {
        if (notice) return;
        // Away from the signed-in page first, so that the cleared session sends nobody to /signin.
        navigate("/account-deletion?done=1");
        clearSession();
      },
    });
  }

  if (remove.data) {
    return (
      <>
        <Losses preview={preview} />
        <p className={profile.ok} role="status">
          {remove.data.detail}
        </p>
      </>
    );
  }
  return (
    <form className={security.form} onSubmit={submit} noValidate>
      <Losses preview={preview} />
      {byPassword ? (
        <Field
          id="delete-account-password"
          label={t("deletion.password")}
          type="password"
          autoComplete="current-password"
          value={password}
          error={missing ? t("deletion.passwordRequired") : undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            setMissing(false);
          }}
        />
      ) : (
        <p>{t("deletion.byEmail", { email: preview.email ?? "" })}</p>
      )}
      <SecurityError error={remove.error} />
      <div className={security.actions}>
        <Button
          type="submit"
          className={styles.dangerSolid}
          disabled={remove.isPending}
          aria-busy={remove.isPending}
        >
          {t(byPassword ? "deletion.submit" : "deletion.sendLink")}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t("deletion.cancel")}
        </Button>
      </div>
    </form>
  );
}
