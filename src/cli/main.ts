#!/usr/bin/env node
// The `envsieve` executable: hands argv and the process streams to the CLI and exits with its code.
// SIGINT and SIGTERM remove the unpublished temporary files and the run directory's lock (what core/io.ts's
// exit hook removes; a signal's default action skips every hook) and then end the process by the same signal,
// so a shell sees 130 or 143 and a script run under it stops on Ctrl-C. Not process.exit: it tears down the
// embedding's worker threads while onnxruntime runs in them, and onnxruntime then aborts the process
// ("terminate called after throwing an instance of 'Napi::Error'", exit 134).
import { hideBin } from 'yargs/helpers';
import { removeExitFiles } from '../core/io.js';
import { runCli } from './cli.js';

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.stderr.write(`envsieve: interrupted (${signal}); unfinished artifacts were not published\n`);
    removeExitFiles();
    // The listener is gone (once), so the signal now has its default action.
    process.kill(process.pid, signal);
  });
}

const code = await runCli(hideBin(process.argv), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  isTty: Boolean(process.stderr.isTTY),
});
process.exitCode = code;
