import { randomBytes } from "node:crypto";
import { contentTypeOf, type FileStore } from "../../storage/file-store.ts";
import type { ImageType } from "../../storage/images.ts";

/** The URL path avatars are served under. */
export const AVATAR_URL_PREFIX = "/uploads/avatars/";

/** Stores avatars in the file store as `avatars/<random>.<ext>`, served from `/uploads/avatars/…`. */
export function createAvatarStore(files: FileStore) {
  return {
    /** Stores the image under a fresh random name; returns its URL path. */
    async save(bytes: Uint8Array, type: ImageType): Promise<string> {
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
