/**
 * Saved drawings shown at step 3: the one the builder was opened with (/app?mandala={id}), and the
 * twin the user asks for when a real drawing is one they already keep. A failure opens the error modal.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type Dispatch, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { drawErrorMessage } from "../../../api/error-message.ts";
import type { MandalaLook } from "../../../api/mandala-files.ts";
import { savedImageQueryOptions } from "../api/get-saved-image.ts";
import type { BuilderAction } from "../builder-reducer.ts";

/** The picture of the drawing the builder was opened with, in `look`, shown once it arrives. */
export function useOpenedPicture(
  mandalaId: number | null,
  look: MandalaLook,
  dispatch: Dispatch<BuilderAction>,
) {
  const { t } = useTranslation("builder");
  const picture = useQuery({ ...savedImageQueryOptions(mandalaId ?? 0, look), enabled: mandalaId !== null });
  const { data, error } = picture;
  useEffect(() => {
    if (mandalaId === null) return;
    if (data) dispatch({ type: "savedPictureLoaded", image: data });
    else if (error) {
      dispatch({
        type: "savedPictureFailed",
        mandalaId,
        message: drawErrorMessage(error, t("error.network")),
      });
    }
  }, [mandalaId, data, error, dispatch, t]);
}

/** Shows a saved drawing in `look` on request (an event, not a render): its picture, or why it could not load. */
export function useOpenSaved(dispatch: Dispatch<BuilderAction>) {
  const { t } = useTranslation("builder");
  const client = useQueryClient();
  return async (mandalaId: number, look: MandalaLook) => {
    try {
      dispatch({
        type: "savedPictureLoaded",
        image: await client.fetchQuery(savedImageQueryOptions(mandalaId, look)),
      });
    } catch (error) {
      dispatch({
        type: "savedPictureFailed",
        mandalaId,
        message: drawErrorMessage(error, t("error.network")),
      });
    }
  };
}
