// Manifest files for ablation runs: `manifests/<name>.txt`, `#` comment lines stating what the file is and
// the rule that made it, then one portfolio environment id per line. A rerun with other schemes or fractions
// removes the manifests of its own kind it did not write, so the directory never mixes two runs' cuts.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { formatIdList } from '../core/idList.js';
import { writeFileAtomic } from '../core/io.js';

export const MANIFEST_DIR = 'manifests';

export interface Manifest {
  /** File name without `.txt`, e.g. `q4-4` or `subset-0.25`. */
  name: string;
  comments: string[];
  ids: string[];
}

/** The run-relative path recorded in JSON artifacts. */
export const manifestPath = (name: string) => `${MANIFEST_DIR}/${name}.txt`;

/** Writes the manifests and removes others whose name matches `kind` (the pattern of this stage's manifests). */
export async function writeManifests(runDir: string, manifests: Manifest[], kind: RegExp): Promise<void> {
  const dir = join(runDir, MANIFEST_DIR);
  for (const m of manifests) {
    await writeFileAtomic(join(dir, `${m.name}.txt`), formatIdList(m.comments, m.ids));
  }
  const written = new Set(manifests.map((m) => `${m.name}.txt`));
  for (const file of await readdir(dir)) {
    if (kind.test(file) && !written.has(file)) await rm(join(dir, file), { force: true });
  }
}
