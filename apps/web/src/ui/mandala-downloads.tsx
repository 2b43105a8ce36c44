/** A saved mandala's files in one look: JPEG, PNG and SVG of that view, and the PDF of its page. */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { drawErrorMessage } from "../api/error-message.ts";
import { downloadMandalaFile, type MandalaFile, type MandalaLook } from "../api/mandala-files.ts";
import { Button } from "./button.tsx";
import styles from "./mandala-downloads.module.css";

const FILES: { file: MandalaFile; label: string; ext: string }[] = [
  { file: "image.jpg", label: "JPEG", ext: "jpg" },
  { file: "image.png", label: "PNG", ext: "png" },
  { file: "image.svg", label: "SVG", ext: "svg" },
  { file: "print.pdf", label: "PDF", ext: "pdf" },
];

export function MandalaDownloads({ mandalaId, look }: { mandalaId: number; look: MandalaLook }) {
  const { t } = useTranslation("mandalas");
  const [busy, setBusy] = useState<MandalaFile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const view = t(`view.${look.view}`);

  async function download(file: MandalaFile, ext: string) {
    setBusy(file);
    setError(null);
    try {
      await downloadMandalaFile(mandalaId, file, look, `mandala-${mandalaId}-${look.view}.${ext}`);
    } catch (failure) {
      setError(drawErrorMessage(failure, t("network")));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <fieldset className={styles.downloads} data-view={look.view}>
        <legend className={styles.label}>{t("downloadIn", { view })}</legend>
        {FILES.map(({ file, label, ext }) => (
          <Button
            key={file}
            variant="ghost"
            className={styles.file}
            disabled={busy !== null}
            aria-busy={busy === file}
            aria-label={t("downloadAs", { format: label, view })}
            onClick={() => void download(file, ext)}
          >
            {label}
          </Button>
        ))}
      </fieldset>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}
