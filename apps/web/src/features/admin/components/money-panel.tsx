import type { TAdminPaymentsQuery } from "@mandala/contract";
import { formatRub } from "@mandala/contract/money";
import type { UseQueryResult } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoment } from "../../../ui/dates.ts";
import { cancellationText } from "../../../ui/payment-cancellation.ts";
import styles from "../admin.module.css";
import { useAdminGifts, useAdminPurchases, useAdminSubscriptions, usePayments } from "../api/money-api.ts";
import { RefundButton } from "./refund-button.tsx";
import { RefundLine } from "./refund-line.tsx";

const STATUSES = ["pending", "succeeded", "canceled", "refunded"] as const;
const PAGE_SIZE = 20;

/** «Назад» / «Дальше» under a paged list. */
function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation("admin");
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <div className={styles.row}>
      <button
        type="button"
        className={styles.secondary}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t("money.previous")}
      </button>
      <span>{t("money.pageOf", { page, pages })}</span>
      <button
        type="button"
        className={styles.secondary}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t("money.next")}
      </button>
    </div>
  );
}

function Payments() {
  const { t, i18n } = useTranslation("admin");
  const [query, setQuery] = useState<TAdminPaymentsQuery>({ page: 1, page_size: PAGE_SIZE });
  const payments = usePayments(query);

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? "") || undefined;
    setQuery({
      page: 1,
      page_size: PAGE_SIZE,
      status: value("status") as TAdminPaymentsQuery["status"],
      email: value("email"),
      order: value("order"),
      from: value("from"),
      to: value("to"),
    });
  }

  return (
    <section aria-labelledby="payments-title">
      <h2 id="payments-title">{t("money.payments")}</h2>
      <form className={styles.filters} onSubmit={filter}>
        <label>
          {t("money.status")}
          <select name="status" defaultValue="">
            <option value="">{t("money.anyStatus")}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`money.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("money.email")}
          <input name="email" type="search" />
        </label>
        <label>
          {t("money.order")}
          <input name="order" type="search" placeholder="1A2B3C4D" />
        </label>
        <label>
          {t("money.from")}
          <input name="from" type="date" />
        </label>
        <label>
          {t("money.to")}
          <input name="to" type="date" />
        </label>
        <button type="submit" className={styles.primary}>
          {t("money.apply")}
        </button>
      </form>
      {payments.isPending ? (
        <p>{t("loading")}</p>
      ) : payments.isError ? (
        <p className={styles.error} role="alert">
          {payments.error.message}
        </p>
      ) : payments.data.items.length === 0 ? (
        <p>{t("money.noPayments")}</p>
      ) : (
        <>
          <ul className={styles.list}>
            {payments.data.items.map((payment) => (
              <li
                key={payment.id}
                className={styles.card}
                aria-label={`${payment.email ?? ""} ${payment.item ?? ""}`}
              >
                <p className={styles.meta}>
                  {t("money.orderNumber", { number: payment.order_number })} ·{" "}
                  {formatMoment(payment.created_at, i18n.language)} · {payment.email} ·{" "}
                  {t(`money.kinds.${payment.kind}`)}
                </p>
                <p>
                  <strong>{payment.item}</strong> · {formatRub(payment.amount)} ·{" "}
                  <span>{t(`money.statuses.${payment.status}`)}</span>
                </p>
                {payment.cancellation ? (
                  <p className={styles.meta}>
                    {t("money.cancellation")}: <code>{payment.cancellation.reason}</code> —{" "}
                    {cancellationText(t, payment.cancellation)}
                  </p>
                ) : null}
                {payment.refund ? <RefundLine refund={payment.refund} /> : null}
                {payment.status === "succeeded" && !payment.refund?.partial ? (
                  <RefundButton payment={payment} />
                ) : null}
              </li>
            ))}
          </ul>
          <Pager
            page={query.page ?? 1}
            total={payments.data.total}
            onPage={(page) => setQuery({ ...query, page })}
          />
        </>
      )}
    </section>
  );
}

/** A paged list of one kind of row, with its heading, empty text and pager. */
function PagedList<T extends { id: number }>({
  name,
  use,
  render,
}: {
  name: "subscriptions" | "purchases";
  use: (page: number) => UseQueryResult<{ items: T[]; total: number }>;
  render: (row: T) => ReactNode;
}) {
  const { t } = useTranslation("admin");
  const [page, setPage] = useState(1);
  const list = use(page);
  if (list.isPending) return <p>{t("loading")}</p>;
  if (list.isError) return <p role="alert">{list.error.message}</p>;
  return (
    <section aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`}>{t(`money.${name}`)}</h2>
      {list.data.items.length === 0 ? <p>{t(`money.${name}Empty`)}</p> : null}
      <ul className={styles.list}>
        {list.data.items.map((row) => (
          <li key={row.id} className={styles.card}>
            {render(row)}
          </li>
        ))}
      </ul>
      <Pager page={page} total={list.data.total} onPage={setPage} />
    </section>
  );
}

/** The latest gifts: what, for whom (or a card), and whether taken, sent, refunded. */
function Gifts() {
  const { t, i18n } = useTranslation("admin");
  const gifts = useAdminGifts();
  if (gifts.isPending) return <p>{t("loading")}</p>;
  if (gifts.isError) return <p role="alert">{gifts.error.message}</p>;
  const day = (iso: string) => formatDate(iso, i18n.language, "short");
  return (
    <section aria-labelledby="gifts-title">
      <h2 id="gifts-title">{t("money.gifts")}</h2>
      {gifts.data.gifts.length === 0 ? <p>{t("money.giftsEmpty")}</p> : null}
      <ul className={styles.list}>
        {gifts.data.gifts.map((gift) => {
          // Refunded after it was taken: billing took the plan's days or the set's links back.
          const state = gift.refunded_at
            ? gift.redeemed_at
              ? "takenBack"
              : "refunded"
            : gift.redeemed_at
              ? "redeemed"
              : !gift.issued_at
                ? "unpaid"
                : gift.recipient_email && !gift.delivered_at
                  ? "waiting"
                  : "issued";
          return (
            <li key={gift.payment_id} className={styles.card}>
              <strong>{gift.item}</strong> · {t("money.orderNumber", { number: gift.order_number })} ·{" "}
              {gift.recipient_email
                ? t("money.giftTo", { email: gift.recipient_email })
                : t("money.giftPrinted")}{" "}
              · {day(gift.created_at)} · {t(`money.giftStates.${state}`)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The admin's view of money: payments with filters and refunds, subscriptions, set purchases, gifts. */
export function MoneyPanel() {
  const { t, i18n } = useTranslation("admin");
  const day = (iso: string) => formatDate(iso, i18n.language, "short");
  return (
    <div className={styles.money}>
      <Payments />
      <PagedList
        name="subscriptions"
        use={useAdminSubscriptions}
        render={(row) => (
          <>
            <strong>{row.username}</strong> ({row.email}) · {row.plan_name} ·{" "}
            {t(`money.subscriptionStatuses.${row.status}`)} ·{" "}
            {t("money.until", { date: day(row.expires_at) })}
          </>
        )}
      />
      <PagedList
        name="purchases"
        use={useAdminPurchases}
        render={(row) => (
          <>
            <strong>{row.set_name}</strong> · {row.email} · {day(row.purchased_at)}
            {row.refunded_at ? ` · ${t("money.statuses.refunded")}` : ""}
          </>
        )}
      />
      <Gifts />
    </div>
  );
}
