// Manifest files for ablation runs: `manifests/<name>.txt`, `#` comment lines stating what the file is and
// the rule that made it, then one portfolio environment id per line (an id list, core/idList.ts). A rerun
// with other schemes or fractions removes the manifests its previous run wrote and this one did not, so the
// directory never mixes two runs' cuts — and only those: the previous run's record (strata.json,
// subsets.json) names them, so a file envsieve did not write there is never removed, whatever its name.
import { readFile, rm } from 'node:fs/promises';
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
const RECORDED = /^manifests\/[^/]+\.txt$/;

/** Writes the manifests and removes those the previous `record` (a JSON artifact of the stage) listed and these do not. */
export async function writeManifests(runDir: string, manifests: Manifest[], record: string): Promise<void> {
  const before = await recordedManifests(join(runDir, record));
  for (const m of manifests) await writeFileAtomic(join(runDir, manifestPath(m.name)), formatIdList(m.comments, m.ids));
  const written = new Set(manifests.map((m) => manifestPath(m.name)));
  for (const path of before) if (!written.has(path)) await rm(join(runDir, path), { force: true });
}

/** Every `manifests/<name>.txt` string anywhere in a JSON record; none when there is no readable record. */
async function recordedManifests(file: string): Promise<string[]> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return [];
  }
  const found: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (RECORDED.test(v)) found.push(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === 'object' && v !== null) Object.values(v).forEach(walk);
  };
  walk(value);
  return found;
}
