/**
 * At step 3 the picture follows the chosen view (and, in the dots view, the numbers typed) without
 * "Draw": a saved drawing is drawn again by the server in that look (nothing is spent: it is paid for
 * once, in any view), a preview is drawn again as a preview (free).
 */
import { useQueryClient } from "@tanstack/react-query";
import type { Dispatch } from "react";
import { useTranslation } from "react-i18next";
import { drawErrorMessage } from "../../../api/error-message.ts";
import { savedImageQueryOptions } from "../api/get-saved-image.ts";
import { type BuilderAction, type BuilderState, lookToFollow } from "../builder-reducer.ts";
import type { DrawView } from "../builder-rules.ts";
import type { useDraw } from "./use-draw.ts";

/** `follow(view, dotsPattern)`: shows the picture on screen in that look (called as the user chooses it). */
export function useFollowLook(
  state: BuilderState,
  dispatch: Dispatch<BuilderAction>,
  draw: ReturnType<typeof useDraw>,
) {
  const { t } = useTranslation("builder");
  const client = useQueryClient();
  return async function follow(view: DrawView, dotsPattern: string) {
    const look = lookToFollow(state, view, dotsPattern);
    const mandalaId = state.image?.mandalaId ?? null;
    if (!look || state.drawing) return;
    dispatch({ type: "drawStarted" });
    if (mandalaId === null) {
      await draw(true, { look: { view, dotsPattern } });
      return;
    }
    const { generation } = state;
    try {
      const image = await client.fetchQuery(savedImageQueryOptions(mandalaId, look));
      dispatch({ type: "drawSucceeded", generation, image });
    } catch (error) {
      dispatch({ type: "viewFailed", generation, message: drawErrorMessage(error, t("error.network")) });
    }
  };
}
