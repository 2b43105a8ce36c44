import { AVATAR_MAX_BYTES } from "@mandala/contract";
import { DomainError } from "../errors.ts";

/** The image types an upload (an avatar, a featured image) may be, with their file extensions. */
export type ImageType = "jpg" | "png" | "webp";

/** The largest image upload accepted (avatars and featured images alike): 2 MB. */
export const IMAGE_MAX_BYTES = AVATAR_MAX_BYTES;

/** An uploaded file as GraphQL Yoga hands it over (a WHATWG File). */
export interface UploadedFile {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The image's type read from its first bytes (never from its name or declared type), or null. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const startsWith = (signature: number[], offset = 0) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (startsWith([0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

/** The refusal of an image over IMAGE_MAX_BYTES. */
export const imageTooLarge = () =>
  new DomainError("upload.imageTooLarge", { max: IMAGE_MAX_BYTES / 2 ** 20 });

/** The type of an uploaded image's bytes; refuses anything but JPEG, PNG or WebP by content. */
export function imageTypeOf(bytes: Uint8Array): ImageType {
  const type = detectImageType(bytes);
  if (!type) throw new DomainError("upload.imageType");
  return type;
}

/** The bytes and type of an uploaded image: refuses one over 2 MB or not JPEG/PNG/WebP by content. */
export async function readImage(file: UploadedFile) {
  if (file.size > IMAGE_MAX_BYTES) throw imageTooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw imageTooLarge();
  return { bytes, type: imageTypeOf(bytes) };
}
