// `envsieve calibrate <run dir>`: plant rewrites of the run's suite items, measure the decision rule on them and
// on same-domain negatives, and write calibration.json (for `neighbors --calibration` and `audit --calibration`).
import type { CommandModule } from 'yargs';
import { withRunDir } from '../core/runDir.js';
import { calibrate, CALIBRATE_DEFAULTS, type CalibrateOptions, type CalibrationFile } from '../calibrate/index.js';
import type { CliIo, GlobalArgs } from './cli.js';
import { withHelp } from './exitCodes.js';

interface CalibrateArgs extends GlobalArgs {
  run: string;
  cache?: string;
  seed?: number;
  'per-facet'?: number;
}

export function calibrateCommand(io: CliIo): CommandModule<GlobalArgs, CalibrateArgs> {
  return {
    command: 'calibrate <run>',
    describe: 'Choose the flags\' thresholds on planted rewrites of the run\'s suites; writes calibration.json',
    builder: (y) =>
      withHelp(y
        .positional('run', { type: 'string', demandOption: true, describe: 'Run directory written by ingest and embed' })
        .option('cache', { type: 'string', describe: 'Embedding cache [default: the one embed recorded]' })
        .option('seed', { type: 'number', describe: `Seed of the sample and the rewrites [default: ${CALIBRATE_DEFAULTS.seed}]` })
        .option('per-facet', { type: 'number', describe: `Suite items sampled per facet [default: ${CALIBRATE_DEFAULTS.perFacet}]` }),
      [
        ['$0 calibrate reports/run', 'measure the flags on planted rewrites of the run\'s suites'],
        ['$0 neighbors reports/run --calibration reports/run/calibration.json', 'then score with the chosen thresholds'],
      ],
      { ok: 'calibration.json is written', failed: 'the run is not ingested and embedded, or the plants cannot be embedded' },
    ) as never,
    handler: async (args) => {
      const log = args.quiet ? undefined : (line: string) => io.stderr(`${line}\n`);
      const result = await withRunDir(args.run, 'envsieve calibrate', () => calibrate(args.run, toOptions(args), log ? { log } : {}));
      io.stdout(args.json ? `${JSON.stringify(result, null, 2)}\n` : describe(args.run, result));
    },
  };
}

function toOptions(args: CalibrateArgs): CalibrateOptions {
  return {
    ...(args.cache ? { cacheDir: args.cache } : {}),
    ...(args.seed !== undefined ? { seed: args.seed } : {}),
    ...(args['per-facet'] !== undefined ? { perFacet: args['per-facet'] } : {}),
  };
}

const pct = (x: number | null) => (x === null ? '–' : x.toFixed(2));

function describe(run: string, c: CalibrationFile): string {
  const lines = Object.values(c.facets).map((f) => {
    const nd = f.figures['near-duplicate'];
    const rel = f.figures.related;
    const chosen = f.chosen ? `near-duplicate ≥ ${f.thresholds.nearDuplicate}, related ≥ ${f.thresholds.related}` : `too few pairs, defaults kept`;
    const translated = f.translatedNegatives ? `; of ${f.translatedNegatives.negatives} translated negatives ${pct(f.translatedNegatives.chosen)} related` : '';
    return `  ${f.facet}: ${f.positives} planted, ${f.negatives} negatives; ${chosen}; near-duplicate P ${pct(nd.precision)} R ${pct(nd.recall)}, related P ${pct(rel.precision)} R ${pct(rel.recall)}${translated}`;
  });
  return `calibration (seed ${c.seed}):\n${lines.join('\n')}\nwritten: ${run}/calibration.json (pass it to neighbors or audit with --calibration)\n`;
}
