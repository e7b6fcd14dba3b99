// Running a plan from the command line, shared by `audit` and `run`: progress on stderr (stage lines, bars
// on a terminal), then a short summary on stdout — or the runner's result as JSON with --json.
import { join } from 'node:path';
import { runPipeline, type PipelinePlan, type PipelineResult } from '../runner/index.js';
import type { CliIo, GlobalArgs } from './cli.js';
import { progressOutput } from './progress.js';

export async function runPlan(plan: PipelinePlan, args: GlobalArgs, io: CliIo): Promise<void> {
  const bars = progressOutput({ isTty: io.isTty, quiet: args.quiet, stderr: io.stderr });
  let result: PipelineResult;
  try {
    result = await runPipeline(plan, {
      ...(args.quiet ? {} : { log: (line: string) => io.stderr(`${line}\n`) }),
      ...(bars.progress ? { progress: bars.progress } : {}),
    });
  } finally {
    bars.stop();
  }
  io.stdout(args.json ? `${JSON.stringify(result, null, 2)}\n` : describe(result));
}

function describe(result: PipelineResult): string {
  const ran = result.stages.filter((s) => s.status === 'ran');
  const lines = [
    ...result.headline.map((h) => `- ${h}`),
    `${result.name}: ${ran.length} of ${result.stages.length} stages ran (${result.stages.filter((s) => s.status === 'up to date').map((s) => s.stage).join(', ') || 'none'} up to date) in ${result.seconds} s`,
    `artifacts: ${result.outDir} (run manifest: ${result.manifest})`,
    ...(result.stages.some((s) => s.stage === 'report') ? [`report: ${join(result.outDir, 'report.html')} (also report.md, report.json)`] : []),
  ];
  return `${lines.join('\n')}\n`;
}
