#!/usr/bin/env node
// The `envsieve` executable: hands argv and the process streams to the CLI and exits with its code.
// SIGINT and SIGTERM end the process through `exit`, so the exit hook of core/io.ts removes unpublished
// temporary files and the run directory's lock (Node's default for a signal skips every exit hook).
import { hideBin } from 'yargs/helpers';
import { runCli } from './cli.js';

for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
  process.once(signal, () => {
    process.stderr.write(`envsieve: interrupted (${signal}); unfinished artifacts were not published\n`);
    process.exit(code);
  });
}

const code = await runCli(hideBin(process.argv), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  isTty: Boolean(process.stderr.isTTY),
});
process.exitCode = code;
