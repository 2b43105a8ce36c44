/** One saved mandala: its picture (drawn in the browser), parameters and what can be done with it. */
import type { TSavedMandala } from "@mandala/contract";
import { mandalaParams } from "@mandala/contract/mandala-fields";
import { methodById, shapeById, type View } from "@mandala/engine";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { drawErrorMessage } from "../../../api/error-message.ts";
import { defaultLook } from "../../../api/mandala-files.ts";
import { Button, buttonClass } from "../../../ui/button.tsx";
import { ChoiceGroup } from "../../../ui/choice-group.tsx";
import { formatMoment } from "../../../ui/dates.ts";
import { MandalaDownloads } from "../../../ui/mandala-downloads.tsx";
import { MandalaThumb } from "../../../ui/mandala-thumb.tsx";
import { Modal } from "../../../ui/modal.tsx";
import { PrintOptionsModal } from "../../../ui/print-options-modal.tsx";
import { useDeleteMandala } from "../api/delete-mandala.ts";
import styles from "./mandalas.module.css";

const VIEWS: readonly View[] = ["colorized", "digits", "dots"];

export function MandalaCard({ mandala }: { mandala: TSavedMandala }) {
  const { t, i18n } = useTranslation("mandalas");
  const lang = i18n.resolvedLanguage === "en" ? "en" : "ru";
  // The card opens in the view the mandala was drawn in; its files follow the view chosen here.
  const [view, setView] = useState<View>(mandala.view);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [printing, setPrinting] = useState(false);
  const remove = useDeleteMandala();
  const shape = shapeById(mandala.shape);
  const method = methodById(mandala.first_method);
  const additional = method?.additional.find((a) => a.id === mandala.additional_method);
  const date = formatMoment(mandala.created_at, i18n.language);

  return (
    <article className={styles.card} data-testid="mandala-card" data-mandala-id={mandala.id}>
      <MandalaThumb
        className={styles.thumb}
        size={240}
        alt={t("thumbAlt", { phrase: mandala.phrase })}
        params={mandalaParams(mandala)}
        view={view}
      />
      <div className={styles.body}>
        <h2 className={styles.phrase}>{mandala.phrase}</h2>
        <p className={styles.date}>
          <time dateTime={mandala.created_at}>{date}</time>
          <span aria-hidden="true"> · </span>
          <span data-testid="drawn-in" data-view={mandala.view}>
            {t("drawnIn", { view: t(`view.${mandala.view}`) })}
          </span>
        </p>
        <details className={styles.details}>
          <summary>{t("details")}</summary>
          <dl className={styles.params}>
            <dt>{t("params.shape")}</dt>
            <dd>{shape ? shape.label[lang] : mandala.shape}</dd>
            <dt>{t("params.methods")}</dt>
            <dd>
              {method ? method.label[lang] : mandala.first_method}
              {" · "}
              {additional ? additional.label[lang] : mandala.additional_method}
            </dd>
            <dt>{t("params.patternLength")}</dt>
            <dd>{mandala.pattern_length}</dd>
            <dt>{t("params.palette")}</dt>
            <dd>{t("params.paletteValue", { count: mandala.palette })}</dd>
            {mandala.sector_length !== null ? (
              <>
                <dt>{t("params.sectorLength")}</dt>
                <dd>{mandala.sector_length}</dd>
              </>
            ) : null}
            <dt>{t("params.code")}</dt>
            <dd className={styles.code}>{mandala.pattern.join(" ")}</dd>
          </dl>
          <Button variant="ghost" className={styles.delete} onClick={() => setConfirming(true)}>
            {t("delete")}
          </Button>
        </details>
        <ChoiceGroup
          name={`mandala-${mandala.id}-view`}
          legend={t("view.label")}
          choices={VIEWS.map((value) => ({ value, label: t(`view.${value}`) }))}
          value={view}
          onChange={setView}
        />
        <div className={styles.actions}>
          <Link className={buttonClass("primary")} to={`/app?mandala=${mandala.id}&view=${view}`}>
            {t("reopen")}
          </Link>
          <Link className={buttonClass("secondary")} to={`/mandalas/${mandala.id}/colour`}>
            {t("colour")}
          </Link>
          <Button variant="secondary" onClick={() => setPrinting(true)}>
            {t("print")}
          </Button>
        </div>
        <MandalaDownloads mandalaId={mandala.id} look={defaultLook(view)} />
        {error ? (
          <p role="alert" className={styles.cardError}>
            {error}
          </p>
        ) : null}
      </div>
      {printing ? (
        <PrintOptionsModal
          onClose={() => setPrinting(false)}
          base={{
            phrase: mandala.phrase,
            shape: mandala.shape,
            shapeId: 0,
            patternLength: mandala.pattern_length,
            palette: mandala.palette,
            firstMethod: mandala.first_method,
            additionalMethod: mandala.additional_method,
            sectorLength: mandala.sector_length,
            pattern: "*",
            mandalaId: mandala.id,
          }}
        />
      ) : null}
      {confirming ? (
        <Modal
          role="alertdialog"
          title={t("confirmDelete.title")}
          onClose={() => setConfirming(false)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)} data-autofocus>
                {t("confirmDelete.cancel")}
              </Button>
              <Button
                variant="accent"
                disabled={remove.isPending}
                aria-busy={remove.isPending}
                onClick={() =>
                  remove.mutate(mandala.id, {
                    onSuccess: () => setConfirming(false),
                    onError: (failure) => {
                      setConfirming(false);
                      setError(drawErrorMessage(failure, t("network")));
                    },
                  })
                }
              >
                {t("confirmDelete.ok")}
              </Button>
            </>
          }
        >
          <p>{t("confirmDelete.text", { phrase: mandala.phrase })}</p>
        </Modal>
      ) : null}
    </article>
  );
}
