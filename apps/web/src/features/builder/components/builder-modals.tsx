/** The builder's small modals: confirmation of a real drawing, a duplicate, the draw error, and help. */
import type { TMandalaDrawings } from "@mandala/contract";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button.tsx";
import { Modal } from "../../../ui/modal.tsx";
import { balanceState } from "../builder-rules.ts";
import { Balance } from "./balance.tsx";
import styles from "./builder.module.css";

interface ConfirmModalProps {
  drawings: TMandalaDrawings | null;
  remaining: number | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A real drawing spends one from the balance: the user confirms it first (cancel / confirm). */
export function ConfirmModal({ drawings, remaining, onCancel, onConfirm }: ConfirmModalProps) {
  const { t } = useTranslation("builder");
  const left = drawings?.remaining ?? remaining;
  const exhausted = left !== null && balanceState(left, drawings?.allowed ?? left) === "none";
  return (
    <Modal
      role="alertdialog"
      title={t("confirm.title")}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            {t("confirm.cancel")}
          </Button>
          <Button onClick={onConfirm} disabled={exhausted}>
            {t("confirm.ok")}
          </Button>
        </>
      }
    >
      <p>{t("confirm.text")}</p>
      <Balance drawings={drawings} remaining={remaining} />
    </Modal>
  );
}

interface DuplicateModalProps {
  /** The server's notice: the user already keeps this drawing. */
  message: string;
  onOpenSaved: () => void;
  onDrawAgain: () => void;
  onClose: () => void;
}

/** A real drawing the user already keeps: open the saved one first, or draw (and spend) again anyway. */
export function DuplicateModal({ message, onOpenSaved, onDrawAgain, onClose }: DuplicateModalProps) {
  const { t } = useTranslation("builder");
  return (
    <Modal
      role="alertdialog"
      title={t("duplicate.title")}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onDrawAgain}>
            {t("duplicate.again")}
          </Button>
          <Button onClick={onOpenSaved} data-autofocus>
            {t("duplicate.open")}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}

/** A draw failure: the translated title, a colon, then the server's message (or a network text). */
export function ErrorModal({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation("builder");
  return (
    <Modal
      role="alertdialog"
      title={t("error.heading")}
      onClose={onClose}
      actions={
        <Button onClick={onClose} data-autofocus>
          {t("error.ok")}
        </Button>
      }
    >
      <p className={styles.errorText} data-testid="draw-error">
        <strong>{t("error.title")}:</strong> {message}
      </p>
    </Modal>
  );
}

export function HelpModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("builder");
  const steps = t("help.steps", { returnObjects: true }) as string[];
  return (
    <Modal title={t("help.title")} onClose={onClose} closeLabel={t("help.close")}>
      <ol className={styles.helpList}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>{t("help.views")}</p>
      <p>{t("help.preview")}</p>
    </Modal>
  );
}
