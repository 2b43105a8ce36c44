/**
 * The pages a buyer looks for, linked from the footer and the contacts page, with the i18n keys of
 * their names (namespace common).
 */

/** Help for a buyer: how to reach the shop, how paying, delivery and refunds work, common questions. */
export const CUSTOMER_PAGES = [
  { to: "/kontakty", key: "footer.contacts" },
  { to: "/oplata-i-vozvrat", key: "footer.payment" },
  { to: "/voprosy", key: "footer.faq" },
] as const;

/** The documents the shop is bound by. */
export const DOCUMENT_PAGES = [
  { to: "/pndpolicy", key: "footer.policy" },
  { to: "/oferta", key: "footer.offer" },
] as const;
