// `npm run docs`: writes the generated documentation — docs/commands.md from the commands' yargs definitions
// (commandsDoc.ts) and the index of docs/artifacts.md from the artifact registry (src/artifacts);
// `npm run docs -- --check` writes nothing and exits 1 when either is out of date, saying how to fix it.
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { withArtifactIndex } from '../artifacts/index.js';
import { renderCommandsDoc } from './commandsDoc.js';

const COMMANDS_DOC = resolve(import.meta.dirname, '../../docs/commands.md');
const ARTIFACTS_DOC = resolve(import.meta.dirname, '../../docs/artifacts.md');

async function update(file: string, render: (current: string | null) => string, source: string): Promise<void> {
  const current = await readFile(file, 'utf8').catch(() => null);
  const text = render(current);
  if (process.argv.includes('--check')) {
    if (current !== text) {
      process.stderr.write(`${file} is out of date with ${source}; run 'npm run docs'\n`);
      process.exitCode = 1;
    }
  } else if (current !== text) {
    await writeFile(file, text);
    process.stdout.write(`wrote ${file}\n`);
  } else {
    process.stdout.write(`${file} is up to date\n`);
  }
}

await update(COMMANDS_DOC, () => renderCommandsDoc(), 'src/cli');
await update(ARTIFACTS_DOC, (current) => withArtifactIndex(current ?? ''), 'src/artifacts');
