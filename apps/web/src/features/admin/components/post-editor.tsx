import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import fieldStyles from "../../../ui/form-field.module.css";
import styles from "../admin.module.css";
import { type AdminPost, type PostFields, useCreateTerm, useSavePost, useTerms } from "../api/admin-api.ts";

const EMPTY: PostFields = {
  title: "",
  slug: "",
  content: "",
  categorySlug: null,
  tagSlugs: [],
  isPublished: false,
  isFeatured: false,
};

const fieldsOf = (post: AdminPost | null): PostFields =>
  post
    ? {
        title: post.title,
        slug: post.slug,
        content: post.content,
        categorySlug: post.category?.slug ?? null,
        tagSlugs: post.tags.map((tag) => tag.slug),
        isPublished: post.isPublished,
        isFeatured: post.isFeatured,
      }
    : EMPTY;

/** Creates or edits a post: title, slug, HTML content with a preview, category, tags, flags, image. */
export function PostEditor({
  post,
  onSaved,
}: {
  post: AdminPost | null;
  onSaved: (post: AdminPost) => void;
}) {
  const { t } = useTranslation("admin");
  const [fields, setFields] = useState<PostFields>(() => fieldsOf(post));
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState(false);
  // The app's own messages, in the page's language (the form has noValidate: no browser bubbles).
  const [titleError, setTitleError] = useState<string | null>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  const terms = useTerms();
  const save = useSavePost();
  const set = <K extends keyof PostFields>(key: K, value: PostFields[K]) =>
    setFields((old) => ({ ...old, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields.title.trim()) {
      setTitleError(t("editor.titleRequired"));
      titleInput.current?.focus();
      return;
    }
    setTitleError(null);
    save.mutate({ id: post?.id ?? null, fields, image }, { onSuccess: onSaved });
  };
  return (
    <form className={styles.editor} onSubmit={submit} noValidate>
      <label>
        {t("editor.title")}
        <input
          ref={titleInput}
          required
          value={fields.title}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? "post-title-error" : undefined}
          onChange={(event) => {
            set("title", event.target.value);
            if (event.target.value.trim()) setTitleError(null);
          }}
        />
      </label>
      {titleError ? (
        <p id="post-title-error" className={fieldStyles.fieldError} role="alert">
          {titleError}
        </p>
      ) : null}
      <label>
        {t("editor.slug")}
        <input
          value={fields.slug}
          placeholder={t("editor.slugHint")}
          onChange={(event) => set("slug", event.target.value)}
        />
      </label>
      <div className={styles.row}>
        <button type="button" className={styles.secondary} onClick={() => setPreview(!preview)}>
          {preview ? t("editor.edit") : t("editor.preview")}
        </button>
      </div>
      {preview ? (
        // The preview shows the HTML as typed, in a sandboxed frame with scripts off; the server sanitizes on save.
        <iframe className={styles.preview} title={t("editor.preview")} sandbox="" srcDoc={fields.content} />
      ) : (
        <label>
          {t("editor.content")}
          <textarea
            rows={14}
            value={fields.content}
            onChange={(event) => set("content", event.target.value)}
          />
        </label>
      )}
      <label>
        {t("editor.category")}
        <select
          value={fields.categorySlug ?? ""}
          onChange={(event) => set("categorySlug", event.target.value || null)}
        >
          <option value="">{t("editor.noCategory")}</option>
          {terms.data?.allCategories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
      <fieldset className={styles.tags}>
        <legend>{t("editor.tags")}</legend>
        {terms.data?.allTags.map((tag) => (
          <label key={tag.slug} className={styles.check}>
            <input
              type="checkbox"
              checked={fields.tagSlugs.includes(tag.slug)}
              onChange={(event) =>
                set(
                  "tagSlugs",
                  event.target.checked
                    ? [...fields.tagSlugs, tag.slug]
                    : fields.tagSlugs.filter((slug) => slug !== tag.slug),
                )
              }
            />
            {tag.name}
          </label>
        ))}
      </fieldset>
      <NewTerms />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={fields.isPublished}
          onChange={(event) => set("isPublished", event.target.checked)}
        />
        {t("editor.published")}
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={fields.isFeatured}
          onChange={(event) => set("isFeatured", event.target.checked)}
        />
        {t("editor.featured")}
      </label>
      <div className={styles.filePicker}>
        <label htmlFor="post-image">{t("editor.image")}</label>
        <label className={`${styles.secondary} ${styles.fileButton}`}>
          {t("editor.chooseImage")}
          <input
            id="post-image"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => setImage(event.target.files?.[0] ?? null)}
          />
        </label>
        <span className={styles.fileName}>{image ? image.name : t("editor.noImage")}</span>
      </div>
      {post?.featuredImage && <img className={styles.thumb} src={`/uploads/${post.featuredImage}`} alt="" />}
      <div className={styles.row}>
        <button type="submit" className={styles.primary} disabled={save.isPending}>
          {save.isPending ? t("editor.saving") : t("editor.save")}
        </button>
        {save.isSuccess && <span role="status">{t("editor.saved")}</span>}
      </div>
      {save.isError && (
        <p className={styles.error} role="alert">
          {save.error.message}
        </p>
      )}
    </form>
  );
}

function NewTerms() {
  const { t } = useTranslation("admin");
  const [name, setName] = useState("");
  const create = useCreateTerm();
  const add = (kind: "category" | "tag") => {
    if (name.trim()) create.mutate({ kind, name: name.trim() }, { onSuccess: () => setName("") });
  };
  return (
    <div className={styles.row}>
      <input
        aria-label={t("editor.newTerm")}
        placeholder={t("editor.newTerm")}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="button" className={styles.secondary} onClick={() => add("category")}>
        {t("editor.addCategory")}
      </button>
      <button type="button" className={styles.secondary} onClick={() => add("tag")}>
        {t("editor.addTag")}
      </button>
      {create.isError && <span className={styles.error}>{create.error.message}</span>}
    </div>
  );
}
