/**
 * The PDF files of the free sets and of the learning sets: built once with the renderer, cached under
 * `${dataDir}/files/`, and shared by concurrent first requests.
 */
import { existsSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Renderer } from "../../render/renderer.ts";
import { FREE_SETS, type FreeSetDef, phrasesOfLearningSet } from "./free-sets.ts";
import { buildSetPdf, type SetContent } from "./set-pdf.ts";

export interface LearningSetForPdf {
  slug: string;
  name: string;
  description: string;
  descriptionShort: string;
}

export interface SetFiles {
  /** The free set's PDF path (built if needed), or null for an unknown slug. */
  freeSet(slug: string): Promise<string | null>;
  /** A learning set's PDF path, built if needed. */
  learningSet(set: LearningSetForPdf): Promise<string>;
  /** Builds the free sets in the background; failures are logged. */
  warmUp(): void;
}

export function createSetFiles(options: {
  renderer: Renderer;
  dataDir: string;
  log: { warn(details: object, message: string): void };
}): SetFiles {
  const building = new Map<string, Promise<string>>();

  function ensure(file: string, content: () => SetContent): Promise<string> {
    if (existsSync(file)) return Promise.resolve(file);
    let pending = building.get(file);
    if (!pending) {
      pending = (async () => {
        const bytes = await buildSetPdf(options.renderer, content());
        await mkdir(path.dirname(file), { recursive: true });
        const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
        await writeFile(temporary, bytes);
        await rename(temporary, file);
        return file;
      })().finally(() => building.delete(file));
      building.set(file, pending);
    }
    return pending;
  }

  const freeContent = (set: FreeSetDef): SetContent => ({
    title: set.title,
    description: set.description,
    phrases: set.phrases,
  });

  return {
    async freeSet(slug) {
      const set = FREE_SETS.find((candidate) => candidate.slug === slug);
      if (!set) return null;
      return ensure(path.join(options.dataDir, "files", "free-sets", `${set.slug}.pdf`), () =>
        freeContent(set),
      );
    },
    learningSet(set) {
      if (!/^[a-z0-9-]+$/.test(set.slug)) throw new Error(`unsafe set slug ${set.slug}`);
      return ensure(path.join(options.dataDir, "files", "sets", `${set.slug}.pdf`), () => ({
        title: set.name,
        description: set.description || set.descriptionShort,
        phrases: phrasesOfLearningSet(set),
      }));
    },
    warmUp() {
      void (async () => {
        for (const set of FREE_SETS) {
          await this.freeSet(set.slug).catch((error: unknown) =>
            options.log.warn({ err: error, slug: set.slug }, "could not build a free set"),
          );
        }
      })();
    },
  };
}
