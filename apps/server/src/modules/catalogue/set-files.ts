/**
 * The PDF files of the free sets and of the learning sets: built on first request, cached under
 * `${dataDir}/files/` by a hash of their content (so a changed set is rebuilt, and any instance can
 * rebuild a missing file), and shared by concurrent first requests.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { threadId, Worker } from "node:worker_threads";
import type { SetIntention } from "../../db/schema.ts";
import { FREE_SETS } from "./free-sets.ts";
import type { SetContent } from "./set-pdf.ts";

/** Bump when the layout changes, so that cached files are rebuilt. */
const LAYOUT_VERSION = 2;

/** What the warm-up's worker is given. */
export interface WarmUpData {
  dataDir: string;
  learningSets: readonly LearningSetForPdf[];
}

/** What the warm-up's worker posts for a set it could not build. */
export interface WarmUpFailure {
  slug: string;
  message: string;
}

export interface LearningSetForPdf {
  slug: string;
  name: string;
  description: string;
  descriptionShort: string;
  intentions: SetIntention[];
}

export interface SetFiles {
  /** The free set's PDF path and title (built if needed), or null for an unknown slug. */
  freeSet(slug: string): Promise<{ file: string; title: string; titleEn: string } | null>;
  /** A learning set's PDF path, built if needed. */
  learningSet(set: LearningSetForPdf): Promise<string>;
  /**
   * Builds the free sets, then the learning sets, in a worker thread of its own (the builds are
   * CPU-bound: on the main thread they held up every request of a fresh start); failures are logged.
   * Resolves once the worker is done.
   */
  warmUp(learningSets?: () => Promise<readonly LearningSetForPdf[]>): Promise<void>;
  /** Builds every free set's and every one of `learningSets`' PDF that is missing, one after another. */
  buildAll(learningSets: readonly LearningSetForPdf[]): Promise<void>;
}

/** The content of a learning set's PDF: its intentions, or its name for a set that has none yet. */
export function learningSetContent(set: LearningSetForPdf): SetContent {
  return {
    title: set.name,
    description: set.description || set.descriptionShort,
    intentions: set.intentions.length > 0 ? set.intentions : [{ phrase: set.name }],
  };
}

const contentHash = (content: SetContent) =>
  createHash("sha256")
    .update(JSON.stringify([LAYOUT_VERSION, content]))
    .digest("hex")
    .slice(0, 16);

export function createSetFiles(options: {
  dataDir: string;
  log: { warn(details: object, message: string): void };
}): SetFiles {
  const building = new Map<string, Promise<string>>();

  /** The cached file of `content` under `folder/slug-hash.pdf`; older versions of it are removed. */
  function ensure(folder: string, slug: string, content: SetContent): Promise<string> {
    if (!/^[a-z0-9-]+$/.test(slug)) throw new Error(`unsafe set slug ${slug}`);
    const dir = path.join(options.dataDir, "files", folder);
    const name = `${slug}-${contentHash(content)}.pdf`;
    const file = path.join(dir, name);
    if (existsSync(file)) return Promise.resolve(file);
    let pending = building.get(file);
    if (!pending) {
      pending = (async () => {
        // pdf-lib is loaded with the first set's PDF, not at the server's start.
        const { buildSetPdf } = await import("./set-pdf.ts");
        const bytes = await buildSetPdf(content);
        await mkdir(dir, { recursive: true });
        const temporary = `${file}.${process.pid}.${threadId}.${Date.now()}.tmp`;
        await writeFile(temporary, bytes);
        await rename(temporary, file);
        const older = new RegExp(`^${slug}-[0-9a-f]{16}\\.pdf$`);
        const stale = (await readdir(dir)).filter((other) => other !== name && older.test(other));
        await Promise.all(stale.map((other) => rm(path.join(dir, other), { force: true })));
        return file;
      })().finally(() => building.delete(file));
      building.set(file, pending);
    }
    return pending;
  }

  return {
    async freeSet(slug) {
      const set = FREE_SETS.find((candidate) => candidate.slug === slug);
      if (!set) return null;
      const file = await ensure("free-sets", set.slug, {
        title: set.title,
        description: set.description,
        intentions: [...set.intentions],
      });
      return { file, title: set.title, titleEn: set.titleEn };
    },
    learningSet(set) {
      return ensure("sets", set.slug, learningSetContent(set));
    },
    async buildAll(learningSets) {
      const attempt = async (slug: string, build: () => Promise<unknown>) => {
        try {
          await build();
        } catch (error) {
          options.log.warn({ err: error, slug }, "could not build a set's PDF");
        }
      };
      for (const set of FREE_SETS) await attempt(set.slug, () => this.freeSet(set.slug));
      for (const set of learningSets) await attempt(set.slug, () => this.learningSet(set));
    },
    async warmUp(learningSets) {
      const fail = (error: unknown) => options.log.warn({ err: error }, "could not build the sets' PDFs");
      const sets = learningSets ? await learningSets().catch(fail) : [];
      const data: WarmUpData = { dataDir: options.dataDir, learningSets: sets ?? [] };
      const worker = new Worker(new URL("./set-files-worker.ts", import.meta.url), { workerData: data });
      worker.unref();
      worker.on("message", ({ slug, message }: WarmUpFailure) =>
        options.log.warn({ slug, error: message }, "could not build a set's PDF"),
      );
      await new Promise<void>((resolve) => {
        worker.on("error", (error) => {
          fail(error);
          resolve();
        });
        worker.on("exit", () => resolve());
      });
    },
  };
}
