/** The gallery's search by phrase: typed, then sent with Enter or the button; cleared with Reset. */
import { PHRASE_MAX_LENGTH } from "@mandala/contract/phrase";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button.tsx";
import fieldStyles from "../../../ui/form-field.module.css";
import styles from "./mandalas.module.css";

interface MandalaSearchProps {
  /** The search in force ("" for none). */
  value: string;
  onSearch: (q: string) => void;
}

export function MandalaSearch({ value, onSearch }: MandalaSearchProps) {
  const { t } = useTranslation("mandalas");
  const id = useId();
  const [text, setText] = useState(value);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the browsers we support (Safari 16).
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={id} className={fieldStyles.label}>
        {t("search.label")}
      </label>
      <div className={styles.searchRow}>
        <input
          id={id}
          type="search"
          className={fieldStyles.input}
          value={text}
          maxLength={PHRASE_MAX_LENGTH}
          placeholder={t("search.placeholder")}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">{t("search.action")}</Button>
        {value ? (
          <Button variant="ghost" onClick={() => onSearch("")}>
            {t("search.reset")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
