import { randomBytes } from "node:crypto";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { DomainError } from "../../errors.ts";
import { detectImageType } from "../auth/index.ts";

/** The largest upload accepted (featured images and avatars through GraphQL). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** An uploaded file as GraphQL Yoga hands it over (a WHATWG File). */
export interface UploadedFile {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The bytes and type of an uploaded image: refuses one over 2 MB or not JPEG/PNG/WebP by content. */
export async function readImage(file: UploadedFile) {
  if (file.size > IMAGE_MAX_BYTES) throw new DomainError("blog.imageTooLarge", { max: 2 });
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw new DomainError("blog.imageTooLarge", { max: 2 });
  const type = detectImageType(bytes);
  if (!type) throw new DomainError("blog.imageType");
  return { bytes, type };
}

const NAME = /^posts\/[0-9a-f]{32}\.(jpg|png|webp)$/;

/**
 * Featured images, stored as `<uploadsDir>/posts/<random>.<ext>`; a post keeps `posts/<name>`, which
 * the web app shows from `/uploads/{featuredImage}`.
 */
export function createPostImageStore(uploadsDir: string) {
  const dir = path.join(uploadsDir, "posts");
  return {
    async save(file: UploadedFile): Promise<string> {
      const { bytes, type } = await readImage(file);
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString("hex")}.${type}`;
      await writeFile(path.join(dir, name), bytes, { flag: "wx" });
      return `posts/${name}`;
    },
    /** Deletes a stored image by its `posts/<name>` value; anything else is left alone. */
    async remove(value: string | null | undefined): Promise<void> {
      if (!value || !NAME.test(value)) return;
      await unlink(path.join(uploadsDir, value)).catch(() => undefined);
    },
  };
}

export type PostImageStore = ReturnType<typeof createPostImageStore>;
