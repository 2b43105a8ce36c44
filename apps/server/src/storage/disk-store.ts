import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { contentTypeOf, FILE_KEY, type FileStore } from "./file-store.ts";

/** Files under `dir` on local disk: for one instance on the embedded database. */
export function createDiskStore(dir: string): FileStore {
  const fileOf = (key: string) => {
    if (!FILE_KEY.test(key)) throw new Error(`Not a file key: ${key}`);
    return path.join(dir, key);
  };
  return {
    kind: "disk",
    async put(key, file) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file.bytes, { flag: "wx" });
    },
    async get(key) {
      if (!FILE_KEY.test(key)) return null;
      try {
        return { bytes: await readFile(fileOf(key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      if (!FILE_KEY.test(key)) return;
      await unlink(fileOf(key)).catch(() => undefined);
    },
  };
}
