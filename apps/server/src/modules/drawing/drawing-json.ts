/**
 * A drawing's reply written as JSON once, for the demo's route and the subscriber's: the picture's base64
 * text (~430 KB for 1200 px) is the reply's bulk, and the premium route adds two numbers to it. Writing
 * the whole object through a route's zod serializer for each request checked and copied the picture
 * again; here a reply object (frozen and shared by the reply cache) is written once, the premium fields
 * appended to its text, and the text sent as it is: Fastify sends a string with a JSON content type past
 * the route's serializer (the route's schema still documents the reply).
 */
import type { TDrawReply, TPremiumDrawReply } from "@mandala/contract";
import type { FastifyReply } from "fastify";

const written = new WeakMap<TDrawReply, string>();

/** `reply` as JSON, written the first time it is asked for. */
export function drawingJson(reply: TDrawReply): string {
  let json = written.get(reply);
  if (json === undefined) {
    json = JSON.stringify(reply);
    written.set(reply, json);
  }
  return json;
}

type PremiumFields = Pick<TPremiumDrawReply, "remaining_drawings" | "mandala_id">;

/** The premium drawing reply: `reply`'s JSON with the drawings left and the saved drawing's id added. */
export function premiumDrawingJson(reply: TDrawReply, fields: PremiumFields): string {
  const premium: PremiumFields = {
    remaining_drawings: fields.remaining_drawings,
    mandala_id: fields.mandala_id,
  };
  return `${drawingJson(reply).slice(0, -1)},${JSON.stringify(premium).slice(1)}`;
}

/** Sends a drawing reply as its JSON text: the demo's as it is, the subscriber's with its `fields`. */
export function sendDrawing(reply: FastifyReply, picture: TDrawReply, fields?: PremiumFields): FastifyReply {
  const json = fields ? premiumDrawingJson(picture, fields) : drawingJson(picture);
  return reply.type("application/json; charset=utf-8").send(json);
}
