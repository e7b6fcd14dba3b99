// `envsieve ingest`: reads manifests into a run directory.
import type { CommandModule } from 'yargs';
import { withRunDir } from '../core/runDir.js';
import { ingest, INGEST_OPTIONS, type IngestSummary } from '../ingest/index.js';
import type { CliIo, GlobalArgs } from './cli.js';
import { withHelp } from './exitCodes.js';
import { limitsOf, withLimitOptions, type LimitArgs } from './limitArgs.js';
import { progressOutput } from './progress.js';
import { stageFlagValues, withStageFlags } from './stageFlags.js';

interface IngestArgs extends GlobalArgs, LimitArgs {
  portfolio: string[];
  suite: string[];
  baseline: string[];
  tasks: string[];
  out: string;
}

export function ingestCommand(io: CliIo): CommandModule<GlobalArgs, IngestArgs> {
  return {
    command: 'ingest',
    describe: 'Read, validate and normalise environment manifests into a run directory',
    builder: (y) =>
      withHelp(withStageFlags(withLimitOptions(y)
        .option('portfolio', { type: 'string', array: true, demandOption: true, describe: 'Training-side manifests (JSONL or JSON)' })
        .option('suite', { type: 'string', array: true, default: [], describe: 'Evaluation-suite manifests' })
        .option('baseline', { type: 'string', array: true, default: [], describe: 'Manifests of what existed before a new batch' })
        .option('tasks', { type: 'string', array: true, default: [], describe: 'Task files (CSV or JSONL) joined on environment id' })
        .option('out', { type: 'string', default: 'reports/run', describe: 'Run directory for the artifacts' }),
        INGEST_OPTIONS),
      [
        ['$0 ingest --portfolio data/sample/portfolio.jsonl --suite data/sample/suite.jsonl --tasks data/sample/tasks.csv --out reports/run', 'read the sample into reports/run'],
      ],
      { ok: 'ingested (rejected records, if any, are in rejected.jsonl)', failed: 'a missing or unreadable input file, or a reject under --strict' },
    ) as never,
    handler: async (args) => {
      const log = args.quiet ? undefined : (line: string) => io.stderr(`${line}\n`);
      const bars = progressOutput({ isTty: io.isTty, quiet: args.quiet, stderr: io.stderr });
      const summary = await withRunDir(args.out, 'envsieve ingest', () => ingest(
        { portfolio: args.portfolio, suite: args.suite, baseline: args.baseline, tasks: args.tasks },
        { ...stageFlagValues(args, INGEST_OPTIONS), outDir: args.out, limits: limitsOf(args) },
        { ...(log ? { log } : {}), ...(bars.progress ? { progress: bars.progress } : {}) },
      ).finally(() => bars.stop()), { create: true });
      io.stdout(args.json ? `${JSON.stringify(summary, null, 2)}\n` : describe(summary));
    },
  };
}

function describe(s: IngestSummary): string {
  const sides = Object.entries(s.environments)
    .filter(([, n]) => n > 0)
    .map(([side, n]) => `${n} ${side}`)
    .join(', ');
  const items = `${s.items.tools} tools, ${s.items.state} state tables, ${s.items.tasks} tasks`;
  const rejects = s.rejected > 0 ? `; ${s.rejected} rejected (see ${s.outDir}/rejected.jsonl)` : '';
  const warnings = s.warnings > 0 ? `; ${s.warnings} warnings (see ${s.outDir}/ingest.json)` : '';
  return `ingested ${sides} environments: ${items}${rejects}${warnings}\nartifacts: ${s.outDir}\n`;
}
