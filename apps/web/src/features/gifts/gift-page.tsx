import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useSession } from "../../api/session.ts";
import alert from "../../ui/alert.module.css";
import { Button } from "../../ui/button.tsx";
import fieldStyles from "../../ui/form-field.module.css";
import page from "../../ui/page.module.css";
import { useGift, useRedeemGift } from "./api/gifts.ts";
import { giftDate, itemLine } from "./gift-texts.ts";

/** /podarok/{code}: the recipient sees their gift and takes it — a set's links, or a plan on their account. */
export function GiftPage() {
  const { t, i18n } = useTranslation("gifts");
  const { code = "" } = useParams();
  const session = useSession();
  const gift = useGift(code, i18n.language, session !== null);
  const redeem = useRedeemGift(code);
  const [email, setEmail] = useState(session?.user.email ?? "");
  const view = gift.data;
  const taken = redeem.data;

  function submit(event: FormEvent) {
    event.preventDefault();
    redeem.mutate(view?.item.kind === "set" && !session ? { email: email.trim() } : {});
  }

  const terms = view?.plan_terms;
  return (
    <section className={`${page.frame} ${page.narrow}`} aria-labelledby="gift-title">
      <p className={page.eyebrow}>{t("take.eyebrow")}</p>
      <h1 id="gift-title">{view ? itemLine(t, view.item) : t("take.title")}</h1>
      {gift.isError ? (
        <p role="alert" className={alert.alert}>
          {gift.error.message}
        </p>
      ) : null}
      {view?.message ? <blockquote>{view.message}</blockquote> : null}
      {taken ? (
        <div role="status">
          <p>{t("take.done")}</p>
          {taken.set_links ? (
            <p>
              <a href={taken.set_links.download}>{t("take.download")}</a> ·{" "}
              <a href={taken.set_links.colour}>{t("take.colour")}</a>
            </p>
          ) : null}
          {taken.plan ? (
            <p>
              {t("take.planFrom", {
                from: giftDate(taken.plan.starts_at, i18n.language),
                until: giftDate(taken.plan.expires_at, i18n.language),
              })}
            </p>
          ) : null}
        </div>
      ) : view?.state === "redeemed" ? (
        <p>{t("take.redeemed")}</p>
      ) : view?.state === "refunded" ? (
        <p>{t("take.refunded")}</p>
      ) : view ? (
        <form className={fieldStyles.form} onSubmit={submit} noValidate>
          {view.item.kind === "plan" && !session ? (
            <p>
              {t("take.signIn")}{" "}
              <Link to={`/signin?redirect=${encodeURIComponent(`/podarok/${code}`)}`}>
                {t("take.signInLink")}
              </Link>
            </p>
          ) : null}
          {terms?.kind === "now" ? (
            <p>
              {terms.after
                ? t("take.after", {
                    plan: terms.after.plan_name,
                    until: giftDate(terms.after.until, i18n.language),
                    from: giftDate(terms.starts_at, i18n.language),
                    to: giftDate(terms.expires_at, i18n.language),
                  })
                : t("take.period", {
                    from: giftDate(terms.starts_at, i18n.language),
                    to: giftDate(terms.expires_at, i18n.language),
                  })}
            </p>
          ) : terms?.kind === "wait" ? (
            <p>
              {t("take.wait", { plan: terms.plan_name, date: giftDate(terms.wait_until, i18n.language) })}
            </p>
          ) : null}
          {view.item.kind === "set" && !session ? (
            <label className={fieldStyles.field}>
              <span className={fieldStyles.label}>{t("take.email")}</span>
              <input
                className={fieldStyles.input}
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </label>
          ) : null}
          {redeem.isError ? (
            <p role="alert" className={alert.alert}>
              {redeem.error.message}
            </p>
          ) : null}
          <Button
            type="submit"
            variant="accent"
            disabled={redeem.isPending || (view.item.kind === "plan" && !session) || terms?.kind === "wait"}
          >
            {t("take.submit")}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
