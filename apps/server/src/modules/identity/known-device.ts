/**
 * "Known devices": a browser that has signed in to an account gets a long-lived cookie, signed with the
 * server's known-device key (keys.ts) and naming that account, so that the throttles meant for attackers (sign-in.ts) let
 * the owner through from there. It proves nothing but an earlier sign-in: the password is still checked.
 */

import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { DAY_SECONDS } from "@mandala/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { PurposeKey } from "../../keys.ts";

/** How long a device stays known after its last sign-in. */
export const KNOWN_DEVICE_TTL_SECONDS = 180 * DAY_SECONDS;

const cookieName = (userId: number) => `mandala_device_${userId}`;
/** A known device's cookie value: its id, its expiry (epoch seconds) and their signature. */
const DEVICE_VALUE = /^([\w-]+)\.(\d+)\.([\w-]+)$/;

export function createKnownDevices({ key, publicUrl }: { key: PurposeKey; publicUrl: string }) {
  const secure = publicUrl.startsWith("https:");
  const mac = (signingKey: Buffer, userId: number, id: string, expires: number) =>
    createHmac("sha256", signingKey).update(`${userId}.${id}.${expires}`).digest("base64url");

  return {
    /** Marks the browser of `reply` as a known device of `userId` (a new id, a fresh expiry). */
    remember(reply: FastifyReply, userId: number): void {
      const id = randomBytes(12).toString("base64url");
      const expires = Math.floor(Date.now() / 1000) + KNOWN_DEVICE_TTL_SECONDS;
      const value = `${id}.${expires}.${mac(key.sign, userId, id, expires)}`;
      reply.setCookie(cookieName(userId), value, {
        maxAge: KNOWN_DEVICE_TTL_SECONDS,
        path: "/",
        httpOnly: true,
        sameSite: "strict",
        secure,
      });
    },

    /** The id of the request's known device for `userId`, or null when it is not one (or forged, or old). */
    recognise(request: FastifyRequest, userId: number): string | null {
      const [, id, expires, signature] = DEVICE_VALUE.exec(request.cookies[cookieName(userId)] ?? "") ?? [];
      if (!id || !expires || !signature || Number(expires) * 1000 <= Date.now()) return null;
      const given = Buffer.from(signature);
      // A cookie signed before a rotation stays known while the previous secret is accepted.
      const signed = key.accepted.some((accepted) => {
        const expected = Buffer.from(mac(accepted, userId, id, Number(expires)));
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
      return signed ? id : null;
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
