/**
 * Where uploaded files (avatars, post images) live: one interface, three places. Keys are relative
 * paths such as `avatars/<random>.jpg`; they are served under `/uploads/<key>` by every instance.
 */
export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface FileStore {
  /** Where the files are kept: `disk`, `database` or `s3`. */
  readonly kind: "disk" | "database" | "s3";
  /** Stores a new file under `key` (keys are random; an existing key is an error). */
  put(key: string, file: StoredFile): Promise<void>;
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Deletes the file under `key`; a missing one is not an error. */
  remove(key: string): Promise<void>;
}

/** A key the stores accept: `<folder>/<name>.<ext>` of safe characters, never `..` or a leading slash. */
export const FILE_KEY = /^[a-z]+\/[0-9a-f]{32}\.(jpg|png|webp|zip)$/;

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  zip: "application/zip",
};

/** The content type of an image key by its extension. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}
