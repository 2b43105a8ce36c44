/**
 * Drawing: a free preview is drawn here in the browser (preview-scene.ts, nothing asked of the server);
 * a real drawing is a request, then the balance kept in step (the profile's and the catalogue's count), the
 * saved drawings' lists refreshed after a real one, and the account refetched after every drawing.
 * The reducer learns the outcome; answers of an older generation are ignored there.
 */
import type { TPremiumDrawReply, TUserProfile } from "@mandala/contract";
import { formatFilter, MandalaInputError, parseFilter } from "@mandala/engine";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Dispatch } from "react";
import { useTranslation } from "react-i18next";
import { ACCOUNT_KEY, profileQueryOptions } from "../../../api/account.ts";
import { drawErrorMessage } from "../../../api/error-message.ts";
import { MANDALA_LISTS_KEY } from "../../../api/mandalas.ts";
import { useSession } from "../../../api/session.ts";
import { type DrawParams, drawMandala, duplicateOf } from "../api/draw-mandala.ts";
import { premiumCommonDataQueryOptions } from "../api/get-common-data.ts";
import type { BuilderAction, BuilderImage, BuilderState } from "../builder-reducer.ts";
import { type DrawView, sectorLengthShown } from "../builder-rules.ts";
import { localPreview } from "../preview-scene.ts";

/** The balance after a drawing, in the caches that show it. */
function storeBalance(client: QueryClient, userId: number | null, reply: TPremiumDrawReply) {
  const remaining = reply.remaining_drawings;
  client.setQueryData(premiumCommonDataQueryOptions().queryKey, (common) =>
    common ? { ...common, remaining_drawings: remaining } : common,
  );
  client.setQueryData<TUserProfile>(profileQueryOptions(userId).queryKey, (profile) =>
    profile
      ? {
          ...profile,
          mandala_drawings: {
            ...profile.mandala_drawings,
            remaining,
            used: profile.mandala_drawings.allowed - remaining,
          },
        }
      : profile,
  );
}

function useDrawMandala() {
  const client = useQueryClient();
  const userId = useSession()?.user.id ?? null;
  return useMutation({
    mutationFn: drawMandala,
    onSuccess: (reply) => {
      storeBalance(client, userId, reply);
      if (reply.mandala_id !== null) void client.invalidateQueries({ queryKey: MANDALA_LISTS_KEY });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ACCOUNT_KEY }),
  });
}

/**
 * A free preview of `request` drawn here, or null when the engine refuses its inputs: the server's preview
 * then answers, with the reasons in the reader's language.
 */
function previewHere(request: DrawParams, watermark: string): BuilderImage | null {
  try {
    const { scene, pattern } = localPreview(request, watermark);
    return {
      picture: { kind: "scene", scene },
      pattern,
      view: request.view,
      filter: request.filter,
      preview: true,
      mandalaId: null,
    };
  } catch (error) {
    if (error instanceof MandalaInputError) return null;
    throw error;
  }
}

/** What a drawing may change from the builder's settings. */
export interface DrawOptions {
  /** Draw even when the user keeps an identical drawing (spends one more). */
  again?: boolean;
  /** A look just chosen (the picture on screen is redrawn in it; a failure keeps the picture's own). */
  look?: { view: DrawView; dotsPattern: string };
}

/** `draw(preview, options)` for the builder's current settings; `onShown` runs once a picture is on screen. */
export function useDraw(state: BuilderState, dispatch: Dispatch<BuilderAction>, onShown: () => void) {
  const { t } = useTranslation("builder");
  const { mutateAsync } = useDrawMandala();
  return async function draw(preview: boolean, { again = false, look }: DrawOptions = {}) {
    const { generation, shape, firstMethod, additionalMethod } = state;
    const view = look?.view ?? state.view;
    if (!shape || !firstMethod || !additionalMethod) return;
    const parsed = parseFilter(look?.dotsPattern ?? state.dotsPattern);
    const filter = view === "dots" && parsed !== null ? formatFilter(parsed) : "*";
    const request: DrawParams = {
      phrase: state.phrase,
      shape,
      patternLength: state.patternLength,
      palette: state.palette,
      firstMethod,
      additionalMethod,
      sectorLength: sectorLengthShown(shape, firstMethod) ? state.sectorLength : null,
      view,
      filter,
      preview,
      again,
    };
    const drawnHere = preview ? previewHere(request, t("preview.watermark")) : null;
    if (drawnHere) {
      dispatch({ type: "drawSucceeded", generation, image: drawnHere });
      onShown();
      return;
    }
    try {
      const reply = await mutateAsync(request);
      dispatch({
        type: "drawSucceeded",
        generation,
        image: {
          picture: { kind: "jpeg", base64: reply.pic },
          pattern: reply.pattern,
          view,
          filter,
          preview,
          mandalaId: reply.mandala_id,
        },
      });
      onShown();
    } catch (error) {
      const message = drawErrorMessage(error, t("error.network"));
      const twin = duplicateOf(error);
      if (twin !== null) dispatch({ type: "duplicateFound", generation, mandalaId: twin, message });
      else dispatch({ type: look ? "viewFailed" : "drawFailed", generation, message });
    }
  };
}
