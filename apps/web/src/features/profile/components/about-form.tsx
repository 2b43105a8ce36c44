import { zodResolver } from "@hookform/resolvers/zod";
import { profileSchema, type TUserProfile } from "@mandala/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ApiError } from "../../../api/client.ts";
import { Button } from "../../../ui/button.tsx";
import errorBox from "../../../ui/error-box.module.css";
import { FieldFrame } from "../../../ui/field.tsx";
import fieldStyles from "../../../ui/form-field.module.css";
import { useUpdateProfile } from "../api/update-profile.ts";
import styles from "../profile.module.css";

/** The editable details; messages are i18n keys of the profile namespace. */
const aboutSchema = profileSchema({ tooLong: "about.tooLong", websiteInvalid: "about.websiteInvalid" });
type AboutValues = z.infer<typeof aboutSchema>;
type AboutField = keyof AboutValues;

const TEXT_FIELDS: readonly { name: Exclude<AboutField, "bio">; type: string; autoComplete: string }[] = [
  { name: "first_name", type: "text", autoComplete: "given-name" },
  { name: "last_name", type: "text", autoComplete: "family-name" },
  { name: "location", type: "text", autoComplete: "address-level2" },
  { name: "website", type: "url", autoComplete: "url" },
];

const LABELS: Record<AboutField, string> = {
  first_name: "about.firstName",
  last_name: "about.lastName",
  location: "about.location",
  website: "about.website",
  bio: "about.bio",
};

function valuesOf(profile: TUserProfile): AboutValues {
  const { first_name, last_name, location, website, bio } = profile;
  return { first_name, last_name, location, website, bio };
}

/** "About me": the bio and details, shown read-only with an Edit button, saved with PATCH. */
export function AboutSection({ profile }: { profile: TUserProfile }) {
  const { t } = useTranslation("profile");
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <section className={styles.card} aria-labelledby="about-title">
      <div className={styles.cardHead}>
        <h2 id="about-title">{t("about.title")}</h2>
        {editing ? null : (
          <Button
            variant="secondary"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {t("about.edit")}
          </Button>
        )}
      </div>
      {saved ? (
        <p className={styles.ok} role="status">
          {t("about.saved")}
        </p>
      ) : null}
      {editing ? (
        <AboutForm
          profile={profile}
          onDone={(didSave) => {
            setEditing(false);
            setSaved(didSave);
          }}
        />
      ) : (
        <AboutView profile={profile} />
      )}
    </section>
  );
}

function AboutView({ profile }: { profile: TUserProfile }) {
  const { t } = useTranslation("profile");
  const rows = TEXT_FIELDS.filter(({ name }) => profile[name]);
  return (
    <>
      {profile.bio ? (
        <p className={styles.bio}>{profile.bio}</p>
      ) : (
        <p className={styles.muted}>{t("about.empty")}</p>
      )}
      {rows.length > 0 ? (
        <dl className={styles.details}>
          {rows.map(({ name }) => (
            <div key={name} className={styles.detailRow}>
              <dt>{t(LABELS[name])}</dt>
              <dd>
                {name === "website" ? (
                  <a href={profile.website} target="_blank" rel="noopener noreferrer nofollow">
                    {profile.website}
                  </a>
                ) : (
                  profile[name]
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}

function AboutForm({ profile, onDone }: { profile: TUserProfile; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation("profile");
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AboutValues>({ resolver: zodResolver(aboutSchema), defaultValues: valuesOf(profile) });

  const submit = handleSubmit((values) => update.mutate(values, { onSuccess: () => onDone(true) }));
  const fieldProps = (name: AboutField) => {
    const error = errors[name]?.message;
    return {
      id: `about-${name}`,
      className: fieldStyles.input,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `about-${name}-error` : undefined,
      ...register(name),
    };
  };
  const fieldError = (name: AboutField) =>
    errors[name]?.message ? (
      <p id={`about-${name}-error`} className={fieldStyles.fieldError}>
        {t(errors[name].message)}
      </p>
    ) : null;
  const serverError = update.error
    ? update.error instanceof ApiError && update.error.message
      ? update.error.message
      : t("about.failed")
    : null;

  return (
    <form className={fieldStyles.form} onSubmit={submit} noValidate>
      {serverError ? (
        <p className={errorBox.errorBox} role="alert">
          {serverError}
        </p>
      ) : null}
      <div className={styles.formGrid}>
        {TEXT_FIELDS.map(({ name, type, autoComplete }) => (
          <FieldFrame key={name} id={`about-${name}`} label={t(LABELS[name])}>
            <input type={type} autoComplete={autoComplete} {...fieldProps(name)} />
            {fieldError(name)}
          </FieldFrame>
        ))}
      </div>
      <FieldFrame id="about-bio" label={t(LABELS.bio)}>
        <textarea rows={5} {...fieldProps("bio")} />
        {fieldError("bio")}
      </FieldFrame>
      <div className={styles.formActions}>
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
          {update.isPending ? t("about.saving") : t("about.save")}
        </Button>
        <Button variant="ghost" onClick={() => onDone(false)} disabled={update.isPending}>
          {t("about.cancel")}
        </Button>
      </div>
    </form>
  );
}
