/**
 * The PDF files of the free sets and of the learning sets: built on first request, cached under
 * `${dataDir}/files/` by a hash of their content (so a changed set is rebuilt, and any instance can
 * rebuild a missing file), and shared by concurrent first requests.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { SetIntention } from "../../db/schema.ts";
import { FREE_SETS } from "./free-sets.ts";
import { buildSetPdf, type SetContent } from "./set-pdf.ts";

/** Bump when the layout changes, so that cached files are rebuilt. */
const LAYOUT_VERSION = 2;

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
  /** Builds the free sets, then the learning sets, in the background; failures are logged. */
  warmUp(learningSets?: () => Promise<readonly LearningSetForPdf[]>): void;
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
        const bytes = await buildSetPdf(content);
        await mkdir(dir, { recursive: true });
        const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
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
        intentions: set.phrases.map((phrase) => ({ phrase })),
      });
      return { file, title: set.title, titleEn: set.titleEn };
    },
    learningSet(set) {
      return ensure("sets", set.slug, learningSetContent(set));
    },
    warmUp(learningSets) {
      const warn = (slug: string) => (error: unknown) =>
        options.log.warn({ err: error, slug }, "could not build a set's PDF");
      void (async () => {
        for (const set of FREE_SETS) await this.freeSet(set.slug).catch(warn(set.slug));
        const sets = learningSets ? await learningSets().catch(warn("*")) : [];
        for (const set of sets ?? []) await this.learningSet(set).catch(warn(set.slug));
      })();
    },
  };
}
