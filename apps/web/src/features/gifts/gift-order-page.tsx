import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import page from "../../ui/page.module.css";
import { useGiftOrder } from "./api/gifts.ts";
import { giftDate, itemLine } from "./gift-texts.ts";

/** /podarok/zakaz/{payment id}: the buyer's page of their gift — paid, its code, sent, taken. */
export function GiftOrderPage() {
  const { t, i18n } = useTranslation("gifts");
  const { id = "" } = useParams();
  const order = useGiftOrder(id, i18n.language);
  const gift = order.data;
  return (
    <section className={`${page.frame} ${page.narrow}`} aria-labelledby="gift-order-title">
      <p className={page.eyebrow}>{t("order.eyebrow")}</p>
      <h1 id="gift-order-title">{t("order.title")}</h1>
      {order.isError ? <p role="alert">{order.error.message}</p> : null}
      {gift ? (
        <dl>
          <dt>{t("order.number")}</dt>
          <dd>{gift.order_number}</dd>
          <dt>{t("order.item")}</dt>
          <dd>{itemLine(t, gift.item)}</dd>
          <dt>{t("order.state")}</dt>
          <dd data-testid="gift-state">
            {gift.refunded
              ? t("order.refunded")
              : gift.payment_status === "pending"
                ? t("order.pending")
                : gift.payment_status === "canceled"
                  ? t("order.canceled")
                  : gift.redeemed_at
                    ? t("order.redeemed", { date: giftDate(gift.redeemed_at, i18n.language) })
                    : t("order.notRedeemed")}
          </dd>
          {gift.code ? (
            <>
              <dt>{t("order.code")}</dt>
              <dd data-testid="gift-code">{gift.code}</dd>
              {gift.refunded ? null : (
                <dd>
                  <a href={`/draw/api/v1/free/gifts/order/${encodeURIComponent(id)}/card.pdf`}>
                    {t("order.card")}
                  </a>
                </dd>
              )}
            </>
          ) : null}
          <dt>{t("order.delivery")}</dt>
          <dd>
            {!gift.recipient_email
              ? t("order.printed")
              : gift.delivered_at
                ? t("order.sent", {
                    email: gift.recipient_email,
                    date: giftDate(gift.delivered_at, i18n.language),
                  })
                : t("order.willSend", {
                    email: gift.recipient_email,
                    date: giftDate(gift.deliver_at ?? new Date().toISOString(), i18n.language),
                  })}
          </dd>
        </dl>
      ) : null}
    </section>
  );
}
