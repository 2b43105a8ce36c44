import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client.ts";
import { Button } from "../../../ui/button.tsx";
import fieldStyles from "../../../ui/form-field.module.css";
import { useUploadAvatar } from "../api/upload-avatar.ts";
import { avatarFileProblem } from "../avatar-file.ts";
import styles from "../profile.module.css";

interface AvatarUploadProps {
  avatar: string | null;
  name: string;
}

/** The avatar, and choosing a new one: checked for type and size, previewed, then uploaded. */
export function AvatarUpload({ avatar, name }: AvatarUploadProps) {
  const { t } = useTranslation("profile");
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setDone(false);
    upload.reset();
    if (!chosen) return;
    const issue = avatarFileProblem(chosen);
    setProblem(issue);
    setFile(issue ? null : chosen);
    if (issue && input.current) input.current.value = "";
  };

  const reset = () => {
    setFile(null);
    if (input.current) input.current.value = "";
  };

  const send = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        reset();
        setDone(true);
      },
    });
  };

  const serverError =
    upload.error instanceof ApiError && upload.error.message
      ? upload.error.message
      : upload.error
        ? t("avatar.failed")
        : null;
  const message = problem ? t(problem) : serverError;
  const shown = preview ?? avatar;

  return (
    <div className={styles.avatarBlock}>
      <div className={styles.avatar}>
        {shown ? (
          <img
            src={shown}
            alt={preview ? t("avatar.preview") : t("avatar.alt", { name })}
            width="112"
            height="112"
          />
        ) : (
          <span className={styles.avatarInitial} role="img" aria-label={t("avatar.placeholder")}>
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
      </div>
      <div className={styles.avatarActions}>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="visually-hidden"
          onChange={choose}
          aria-describedby={`${inputId}-rules${message ? ` ${inputId}-error` : ""}`}
          aria-invalid={message ? true : undefined}
        />
        {file ? (
          <>
            <Button onClick={send} disabled={upload.isPending} aria-busy={upload.isPending}>
              {upload.isPending ? t("avatar.uploading") : t("avatar.upload")}
            </Button>
            <Button variant="ghost" onClick={reset} disabled={upload.isPending}>
              {t("avatar.cancel")}
            </Button>
          </>
        ) : (
          <label htmlFor={inputId} className={styles.fileButton}>
            {t("avatar.choose")}
          </label>
        )}
        <p id={`${inputId}-rules`} className={styles.muted}>
          {t("avatar.rules")}
        </p>
        {message ? (
          <p id={`${inputId}-error`} className={fieldStyles.fieldError} role="alert">
            {message}
          </p>
        ) : null}
        {done ? (
          <p className={styles.ok} role="status">
            {t("avatar.uploaded")}
          </p>
        ) : null}
      </div>
    </div>
  );
}
