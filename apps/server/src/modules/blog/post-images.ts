import { randomBytes } from "node:crypto";
import { contentTypeOf, type FileStore } from "../../storage/file-store.ts";
import { readImage, type UploadedFile } from "../../storage/images.ts";

const NAME = /^posts\/[0-9a-f]{32}\.(jpg|png|webp)$/;

/**
 * Featured images, stored in the file store as `posts/<random>.<ext>`; a post keeps that key, which
 * the web app shows from `/uploads/{featuredImage}`.
 */
export function createPostImageStore(files: FileStore) {
  return {
    async save(file: UploadedFile): Promise<string> {
      const { bytes, type } = await readImage(file);
      const key = `posts/${randomBytes(16).toString("hex")}.${type}`;
      await files.put(key, { bytes, contentType: contentTypeOf(key) });
      return key;
    },
    /** Deletes a stored image by its `posts/<name>` value; anything else is left alone. */
    async remove(value: string | null | undefined): Promise<void> {
      if (!value || !NAME.test(value)) return;
      await files.remove(value);
    },
  };
}

export type PostImageStore = ReturnType<typeof createPostImageStore>;
