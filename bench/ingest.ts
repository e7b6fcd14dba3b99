// Ingest of every file of ../shared/data/real (portfolio: the four training-side files; suite: the rest):
// wall time, peak RSS, and what was read.
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ingest } from '../src/index.js';

const REAL = resolve(import.meta.dirname, '../../shared/data/real');
const PORTFOLIO = ['apollo_tau_bench.jsonl', 'seal_tools.jsonl', 'awm_pipeline_run.jsonl', 'envscaler_vendored.jsonl'];

export async function benchIngest(): Promise<object> {
  if (!existsSync(REAL)) return { skipped: `${REAL} is absent` };
  const files = readdirSync(REAL).filter((f) => f.endsWith('.jsonl')).sort();
  const out = await mkdtemp(join(tmpdir(), 'envsieve-bench-'));
  const started = performance.now();
  const summary = await ingest(
    { portfolio: PORTFOLIO.map((f) => join(REAL, f)), suite: files.filter((f) => !PORTFOLIO.includes(f)).map((f) => join(REAL, f)) },
    { outDir: out },
  );
  const seconds = (performance.now() - started) / 1000;
  await rm(out, { recursive: true, force: true });
  const environments = summary.environments.portfolio + summary.environments.suite;
  return {
    files: files.length,
    environments,
    items: summary.items,
    rejected: summary.rejected,
    seconds: Number(seconds.toFixed(2)),
    environments_per_second: Math.round(environments / seconds),
    peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
    target_seconds: 30,
  };
}
