import multipart from "@fastify/multipart";
import {
  AVATAR_MAX_BYTES,
  ZProfileUpdateRequest,
  ZSubscriptionStatusReply,
  ZUserProfile,
} from "@mandala/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DomainError } from "../../errors.ts";
import { imageTooLarge, imageTypeOf } from "../../storage/images.ts";
import { requireUser, signedInRoute } from "../identity/index.ts";
import type { ProfileService } from "./profile.service.ts";

/** Reads the one uploaded file, refusing a missing or oversized one. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new DomainError("auth.avatarMissing");
  try {
    const file = await request.file();
    if (!file) throw new DomainError("auth.avatarMissing");
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw imageTooLarge();
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") throw new DomainError("auth.avatarMissing");
    // Anything else is a body the multipart parser could not read ("Boundary not found", ...).
    request.log.info({ err: error }, "malformed avatar upload");
    throw new DomainError("http.malformedMultipart");
  }
}

/** The signed-in user's profile: read it, its subscription, edit details and the avatar. */
export const profileRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService }> = async (
  app,
  { profiles },
) => {
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const tags = ["profile"];

  for (const url of ["/api/auth/userinfo/", "/api/auth/userinfo"]) {
    app.get(
      url,
      signedInRoute(app, { tags, summary: "The signed-in user's profile", response: { 200: ZUserProfile } }),
      async (request) => profiles.profile(requireUser(request).id, request.locale),
    );
  }

  app.get(
    "/api/auth/subscription/status/",
    signedInRoute(app, {
      tags,
      summary: "The current subscription",
      response: { 200: ZSubscriptionStatusReply },
    }),
    async (request) => profiles.subscriptionStatus(requireUser(request).id, request.locale),
  );

  app.patch(
    "/api/auth/profile/",
    signedInRoute(app, {
      tags,
      summary: "Edit names, bio, location and website",
      body: ZProfileUpdateRequest,
      response: { 200: ZUserProfile },
    }),
    async (request) => {
      const { id } = requireUser(request);
      await profiles.update(id, request.body);
      return profiles.profile(id, request.locale);
    },
  );

  app.post(
    "/api/auth/profile/avatar/",
    signedInRoute(app, {
      tags,
      summary: "Upload an avatar (multipart, one JPEG, PNG or WebP file up to 2 MB)",
      consumes: ["multipart/form-data"],
      response: { 200: ZUserProfile },
    }),
    async (request) => {
      const { id } = requireUser(request);
      const bytes = await readUpload(request);
      await profiles.replaceAvatar(id, bytes, imageTypeOf(bytes));
      return profiles.profile(id, request.locale);
    },
  );
};
