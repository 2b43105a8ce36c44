import { useTranslation } from "react-i18next";
import { errorCode } from "../../../api/client.ts";
import { ActionError } from "../../../ui/action-error.tsx";
import { Button } from "../../../ui/button.tsx";
import { useResendSetLinks } from "../api/resend-set-links.ts";
import styles from "../sets.module.css";

/**
 * How the server refused a purchase of a set the address already bought: "own" told to the signed-in
 * owner of the address, "maybe" (neutral, the links already sent) to anyone else.
 */
export type AlreadyBought = "own" | "maybe";

const CODES: Record<string, AlreadyBought> = {
  "catalogue.alreadyBought": "own",
  "catalogue.maybeBought": "maybe",
};

/** Whether a purchase's error is the refusal of a set already bought, and which one. */
export function alreadyBought(error: unknown): AlreadyBought | null {
  return CODES[errorCode(error) ?? ""] ?? null;
}

interface AlreadyBoughtNoticeProps {
  kind: AlreadyBought;
  email: string;
  /** Buy the set once more anyway (a gift, say). */
  onBuyAgain: () => void;
  busy: boolean;
}

/**
 * «Этот набор уже куплен…»: instead of charging a second time, the links again (sent already when
 * the server may not say the address bought the set), and the explicit choice to buy again.
 */
export function AlreadyBoughtNotice({ kind, email, onBuyAgain, busy }: AlreadyBoughtNoticeProps) {
  const { t } = useTranslation("sets");
  const resend = useResendSetLinks();
  return (
    <div role="status" className={styles.alreadyBought}>
      <p>{kind === "own" ? t("purchase.alreadyBought", { email }) : t("purchase.maybeBought")}</p>
      {resend.isSuccess ? <p className={styles.resendDone}>{t("purchase.linksSent", { email })}</p> : null}
      <ActionError error={resend.error} fallback={t("resend.failed")} />
      <div className={styles.alreadyBoughtActions}>
        {kind === "own" && !resend.isSuccess ? (
          <Button
            variant="accent"
            disabled={resend.isPending || busy}
            aria-busy={resend.isPending || undefined}
            onClick={() => resend.mutate({ email })}
          >
            {resend.isPending ? t("resend.sending") : t("purchase.sendLinks")}
          </Button>
        ) : null}
        <Button variant="secondary" disabled={busy} aria-busy={busy || undefined} onClick={onBuyAgain}>
          {t("purchase.buyAgain")}
        </Button>
      </div>
    </div>
  );
}
