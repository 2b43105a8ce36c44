import { randomBytes } from "node:crypto";
import sharp, { type Sharp } from "sharp";
import { DomainError } from "../../errors.ts";
import { contentTypeOf, type FileStore } from "../../storage/file-store.ts";
import type { ImageType } from "../../storage/images.ts";

/** The URL path avatars are served under. */
export const AVATAR_URL_PREFIX = "/uploads/avatars/";

/**
 * The most pixels an uploaded avatar may declare (a 48-megapixel phone photo), read from its header
 * before anything is decoded: a 69-byte PNG may declare 60000 × 60000 pixels (14 GB to decode).
 */
export const AVATAR_MAX_INPUT_PIXELS = 50_000_000;

/** The longest side of a stored avatar: what browsers get, whatever was uploaded. */
export const AVATAR_MAX_SIDE = 512;

/** The encoders of the stored avatar, in the uploaded image's format. */
const ENCODE: Record<ImageType, (image: Sharp) => Sharp> = {
  jpg: (image) => image.jpeg({ quality: 85, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9, palette: false }),
  webp: (image) => image.webp({ quality: 85 }),
};

/**
 * The avatar as it is stored: its declared size checked before decoding (refused past
 * AVATAR_MAX_INPUT_PIXELS), turned upright by its EXIF orientation, shrunk to AVATAR_MAX_SIDE at most
 * and re-encoded without metadata (EXIF, GPS, comments). An image that does not decode is refused.
 */
export async function normalizeAvatar(bytes: Uint8Array, type: ImageType): Promise<Uint8Array> {
  // The header only (no pixel is decoded), so no pixel limit yet: the refusal names the size.
  const declared = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!declared?.width || !declared.height) throw new DomainError("upload.imageUnreadable");
  if (declared.width * declared.height > AVATAR_MAX_INPUT_PIXELS)
    throw new DomainError("upload.imageDimensions", {
      width: declared.width,
      height: declared.height,
      max: AVATAR_MAX_INPUT_PIXELS / 1_000_000,
    });
  const image = sharp(bytes, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: "error" })
    .rotate()
    .resize(AVATAR_MAX_SIDE, AVATAR_MAX_SIDE, { fit: "inside", withoutEnlargement: true });
  try {
    return new Uint8Array(await ENCODE[type](image).toBuffer());
  } catch {
    throw new DomainError("upload.imageUnreadable");
  }
}

/**
 * Stores avatars in the file store as `avatars/<random>.<ext>`, served from `/uploads/avatars/…`,
 * each one normalized first (normalizeAvatar).
 */
export function createAvatarStore(files: FileStore) {
  return {
    /** Normalizes the image and stores it under a fresh random name; returns its URL path. */
    async save(bytes: Uint8Array, type: ImageType): Promise<string> {
      const stored = await normalizeAvatar(bytes, type);
      const key = `avatars/${randomBytes(16).toString("hex")}.${type}`;
      await files.put(key, { bytes: stored, contentType: contentTypeOf(key) });
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
