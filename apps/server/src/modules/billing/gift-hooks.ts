/**
 * What billing asks of the gifts module for a payment of kind "gift" (a certificate for a plan or a
 * set): billing takes the money, makes the receipt and the refund; the gifts module issues the gift
 * when it is paid and stops it when it is refunded. The composition root passes the gifts module's
 * implementation to `createMoney`.
 */
import type { DbOrTx } from "../../db/client.ts";
import type { MailMessage } from "../../integrations/mail.ts";
import type { PaymentRow } from "./billing.repository.ts";

export interface GiftHooks {
  /**
   * Issues the paid gift of `payment`, once, inside its fulfilment's transaction (queuing the
   * recipient's e-mail when it is due now): the buyer's confirmation and what was sold, or undefined
   * when the payment has no gift.
   */
  issue(tx: DbOrTx, payment: PaymentRow): Promise<{ mail: MailMessage; item: string } | undefined>;
  /**
   * Stops the gift of refunded payment `paymentId`, inside the refund's transaction; a plan already
   * taken loses the days it gave (`planDaysTaken`, for the refund's e-mail to say).
   */
  revoke(tx: DbOrTx, paymentId: string): Promise<GiftRevocation>;
}

/** What stopping a refunded gift did beyond its code. */
export interface GiftRevocation {
  /** A plan gift was taken: its days were taken back from the recipient (their plan ended, if so). */
  planDaysTaken: { ended: boolean } | null;
}
