// `npm run docs`: writes docs/commands.md from the commands' yargs definitions (commandsDoc.ts);
// `npm run docs -- --check` writes nothing and exits 1 when the file is out of date, saying how to fix it.
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { renderCommandsDoc } from './commandsDoc.js';

const COMMANDS_DOC = resolve(import.meta.dirname, '../../docs/commands.md');

const text = renderCommandsDoc();
const current = await readFile(COMMANDS_DOC, 'utf8').catch(() => null);
if (process.argv.includes('--check')) {
  if (current !== text) {
    process.stderr.write(`${COMMANDS_DOC} is out of date with src/cli; run 'npm run docs'\n`);
    process.exitCode = 1;
  }
} else if (current !== text) {
  await writeFile(COMMANDS_DOC, text);
  process.stdout.write(`wrote ${COMMANDS_DOC}\n`);
} else {
  process.stdout.write(`${COMMANDS_DOC} is up to date\n`);
}
