#!/usr/bin/env node
// The `envsieve` executable: hands argv and the process streams to the CLI and exits with its code.
import { hideBin } from 'yargs/helpers';
import { runCli } from './cli.js';

const code = await runCli(hideBin(process.argv), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  isTty: Boolean(process.stderr.isTTY),
});
process.exitCode = code;
