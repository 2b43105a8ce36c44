/** The coloured result of a saved mandala as a PNG or a print-ready PDF, with the phrase and the date. */
import type { TColouringFile } from "@mandala/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { drawErrorMessage } from "../../../api/error-message.ts";
import { fetchAuthorizedBlob, saveBlob } from "../../../api/mandala-files.ts";
import { Button } from "../../../ui/button.tsx";
import styles from "./colouring.module.css";

/** `unsaved`: the server does not have the newest colouring yet (its files would lack it). */
export function ColouringFiles({ id, unsaved }: { id: number; unsaved: boolean }) {
  const { t } = useTranslation("colouring");
  const [busy, setBusy] = useState<TColouringFile | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function get(file: TColouringFile) {
    setBusy(file);
    setError(null);
    try {
      const blob = await fetchAuthorizedBlob(`/api/mandalas/${id}/colouring/${file}`);
      if (file === "image.png") saveBlob(blob, `colouring-${id}.png`);
      else window.open(URL.createObjectURL(blob), "_blank");
    } catch (failure) {
      setError(drawErrorMessage(failure, t("network")));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={styles.files}>
      {(["image.png", "print.pdf"] as const).map((file) => (
        <Button
          key={file}
          variant="secondary"
          disabled={busy !== null || unsaved}
          aria-busy={busy === file || undefined}
          onClick={() => void get(file)}
        >
          {t(file === "image.png" ? "files.png" : "files.pdf")}
        </Button>
      ))}
      {error ? (
        <p role="alert" className={styles.hint}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
