/**
 * The real (unwatermarked) drawing: one drawing is spent from the quota and the drawing is saved in
 * ONE transaction, then it is rendered. Rendering is deterministic, so a drawing whose picture fails
 * stays saved and paid for and is drawn again on demand from "My mandalas"; nothing is refunded by hand.
 */
import type { Db } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import { saveDrawing } from "../mandalas/index.ts";
import type { DrawInput } from "./draw-query.ts";
import type { DrawingService } from "./drawing.service.ts";
import type { Entitlements } from "./entitlements.ts";
import type { TierRights } from "./rights.ts";

/** Where a failed render is reported (the request's logger). */
export interface FailureLog {
  error(details: { err: unknown; mandalaId: number }, message: string): void;
}

export interface RealDrawingRequest {
  userId: number;
  rights: TierRights;
  input: DrawInput;
  /** True when the user asked for a drawing identical to one they keep. */
  again: boolean;
}

export function createRealDrawingService(deps: {
  db: Db;
  drawing: DrawingService;
  entitlements: Entitlements;
}) {
  const { db, drawing, entitlements } = deps;

  /** Saves the drawing and spends one, both or neither; refuses a duplicate unless `again`. */
  function spendAndSave({ userId, input, again }: RealDrawingRequest) {
    return db.transaction(async (tx) => {
      const drawing = { userId, params: input.params, view: input.view };
      const { mandala, isNew } = await saveDrawing(tx, drawing, { again });
      // The same drawing again costs one more: say so first and offer the saved one.
      if (!isNew) {
        throw new DomainError(
          "draw.duplicate",
          {},
          { mandala_id: mandala.id, created_at: mandala.createdAt.toISOString() },
        );
      }
      const spent = await entitlements.spendDrawing(tx, userId);
      if (!spent) throw new DomainError("draw.quotaExhausted");
      return { mandalaId: mandala.id, remaining: spent.remaining };
    });
  }

  return {
    /** The drawing's picture and code, the drawings left and the saved drawing's id. */
    async draw(request: RealDrawingRequest, log: FailureLog) {
      const { mandalaId, remaining } = await spendAndSave(request);
      try {
        const picture = await drawing.drawJpeg(request.input, { rights: request.rights, watermark: null });
        return { picture, remaining_drawings: remaining, mandala_id: mandalaId };
      } catch (error) {
        log.error({ err: error, mandalaId }, "a saved drawing could not be rendered");
        throw new DomainError("draw.savedNotRendered", {}, { mandala_id: mandalaId });
      }
    },
  };
}

export type RealDrawingService = ReturnType<typeof createRealDrawingService>;
