/** The client build's manifest (dist/.vite/manifest.json): which files each source module became. */
import { readFileSync } from "node:fs";
import path from "node:path";

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8")) as Manifest;
}

/** A manifest entry that must exist. */
export function chunkOf(manifest: Manifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`${key} is not in the build manifest`);
  return found;
}

/** The chunk of `key` and every chunk it imports statically, each once, the entry first. */
export function staticClosure(manifest: Manifest, key: string): ManifestChunk[] {
  const seen = new Map<string, ManifestChunk>();
  const visit = (next: string) => {
    if (seen.has(next)) return;
    const found = chunkOf(manifest, next);
    seen.set(next, found);
    for (const imported of found.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen.values()];
}
