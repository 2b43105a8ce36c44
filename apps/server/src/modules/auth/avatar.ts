import { randomBytes } from "node:crypto";
import { contentTypeOf, type FileStore } from "../../storage/file-store.ts";

/** The image types an avatar may be, with their file extensions. */
export type AvatarType = "jpg" | "png" | "webp";

/** The avatar's type read from its first bytes (never from its name or declared type), or null. */
export function detectImageType(bytes: Uint8Array): AvatarType | null {
  const startsWith = (signature: number[], offset = 0) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (startsWith([0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

/** The URL path avatars are served under. */
export const AVATAR_URL_PREFIX = "/uploads/avatars/";

/** Stores avatars in the file store as `avatars/<random>.<ext>`, served from `/uploads/avatars/…`. */
export function createAvatarStore(files: FileStore) {
  return {
    /** Stores the image under a fresh random name; returns its URL path. */
    async save(bytes: Uint8Array, type: AvatarType): Promise<string> {
      const key = `avatars/${randomBytes(16).toString("hex")}.${type}`;
      await files.put(key, { bytes, contentType: contentTypeOf(key) });
      return `/uploads/${key}`;
    },
    /** Deletes a previously saved avatar by its URL path; anything else is left alone. */
    async remove(urlPath: string | null): Promise<void> {
      const name = urlPath?.startsWith(AVATAR_URL_PREFIX) ? urlPath.slice(AVATAR_URL_PREFIX.length) : "";
      if (!/^[0-9a-f]{32}\.(jpg|png|webp)$/.test(name)) return;
      await files.remove(`avatars/${name}`);
    },
  };
}

export type AvatarStore = ReturnType<typeof createAvatarStore>;
