/** Test helpers of the catalogue: a set's purchase started with only an e-mail, as a visitor does. */
import type { TPaymentLinkReply } from "@mandala/contract";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { localPath } from "../billing/billing.test-support.ts";
import { FREE_PREFIX } from "../billing/index.ts";

/** Starts buying `slug` with `email`; answers the reply and the sandbox checkout's local path. */
export async function startSetPurchase(
  app: FastifyInstance,
  slug: string,
  email: string,
  headers: Record<string, string> = {},
): Promise<TPaymentLinkReply & { checkout: string; set_links: NonNullable<TPaymentLinkReply["set_links"]> }> {
  const response = await app.inject({
    method: "POST",
    url: `${FREE_PREFIX}/learningsets/purchase/${slug}/`,
    headers,
    payload: { email, personal_data_consent: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  const reply: TPaymentLinkReply = response.json();
  if (!reply.set_links) throw new Error(`the purchase of ${slug} answered no set links`);
  return { ...reply, set_links: reply.set_links, checkout: localPath(reply.payment_link) };
}
