// The layering rule of STYLE.md, checked on every source file: core imports no other layer, the artifact
// registry (src/artifacts) only core; the shared layers (vectors, scoring, dense, ann, …) import no stage; a
// pipeline stage imports no other stage (what two stages share lives in a shared layer); the commands beyond
// the stages (calibrate, decontaminate, diff) reach a stage only through its index.ts; only the runner, the CLI
// and the public API import the runner; nothing but the CLI imports the CLI; only the CLI reads process.env
// or process.argv; and CSV is parsed only where the user's input is read, never an artifact.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from './helpers.js';

const SRC = join(REPO, 'src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const layerOf = (file: string) => relative(SRC, file).split('/')[0] ?? '';

/** The pipeline's stages: each talks to the others only through the run directory. */
const STAGES = ['ingest', 'embed', 'neighbors', 'cluster', 'holdout', 'stratify', 'report'];
/** Commands beyond the stages, which compose them (calibrate embeds its plants, diff reads two runs as the report does). */
const TOOLS = ['calibrate', 'decontaminate', 'diff'];
const TOP = ['cli', 'runner', 'index.ts'];

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'(\.{1,2}\/[^']+)'/gm)].map((m) => resolve(dirname(file), m[1] ?? ''));
}

describe('layers', () => {
  const files = sources(SRC);

  it('finds the sources, and knows every folder as a stage, a command or a shared layer', () => {
    expect(files.length).toBeGreaterThan(10);
    const folders = new Set(files.map(layerOf).filter((l) => !TOP.includes(l)));
    for (const stage of [...STAGES, ...TOOLS]) expect(folders).toContain(stage);
  });

  it.each(files.map((f) => [relative(REPO, f), f]))('%s imports only what its layer may', (_name, file) => {
    const layer = layerOf(file);
    for (const target of imports(file)) {
      const targetLayer = layerOf(target);
      const where = `${relative(REPO, file)} → ${relative(REPO, target)}`;
      if (layer === 'core') expect(targetLayer, where).toBe('core');
      if (layer === 'artifacts') expect(['core', 'artifacts'], where).toContain(targetLayer);
      if (targetLayer === 'cli') expect(layer, where).toBe('cli');
      if (targetLayer === 'runner') expect(['runner', 'cli', 'index.ts'], where).toContain(layer);
      if (targetLayer === layer || TOP.includes(layer)) continue;
      // Between folders, only through the other folder's index.ts.
      if (!['core', 'artifacts'].includes(targetLayer)) expect(relative(SRC, target), where).toBe(`${targetLayer}/index.js`);
      if (STAGES.includes(layer)) expect([...STAGES, ...TOOLS], `${where}: a stage imports no other stage or command`).not.toContain(targetLayer);
      else if (!TOOLS.includes(layer)) expect([...STAGES, ...TOOLS], `${where}: a shared layer imports no stage`).not.toContain(targetLayer);
    }
  });

  // Artifacts are read back through the registry's rows (src/artifacts), so a CSV parser is needed only by
  // the readers of the user's own CSV: task files, results, family weights, and a task whose text is a CSV export
  // of its turns or a spreadsheet's rows.
  it('parses CSV only where it reads input files', () => {
    const parsers = files.filter((f) => /from 'csv-parse/.test(readFileSync(f, 'utf8'))).map((f) => relative(SRC, f));
    expect(parsers.sort()).toEqual(['decontaminate/tasksFiles.ts', 'holdout/weights.ts', 'ingest/csvRecordText.ts', 'ingest/loadFileText.ts', 'ingest/tabularTurns.ts', 'ingest/tasksFile.ts', 'stratify/results.ts']);
  });

  it('leaves process.env and process.argv to the CLI', () => {
    const readers = files.filter((f) => layerOf(f) !== 'cli' && /process\.(env|argv)/.test(readFileSync(f, 'utf8')));
    expect(readers.map((f) => relative(REPO, f))).toEqual([]);
  });
});
