// docs/commands.md cannot drift: it must be exactly what the generator makes from the commands' yargs definitions
// now, and the generator's record of each command must list the options --help lists (so a builder that declares
// an option some other way is caught here, not missed in the reference).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { CommandModule } from 'yargs';
import { describe, expect, it } from 'vitest';
import { runCli } from './cli.js';
import { commandDocs, recordCommand, renderCommandsDoc } from './commandsDoc.js';
import type { GlobalArgs } from './cli.js';

const COMMANDS_DOC = resolve(import.meta.dirname, '../../docs/commands.md');

async function help(name: string): Promise<string> {
  let out = '';
  const code = await runCli([name, '--help'], { stdout: (t) => void (out += t), stderr: () => undefined, isTty: false });
  expect(code).toBe(0);
  return out;
}

describe('docs/commands.md', () => {
  it('is what `npm run docs` generates from src/cli (run it after changing a command)', async () => {
    expect(await readFile(COMMANDS_DOC, 'utf8')).toBe(renderCommandsDoc());
  });

  it.each(commandDocs().map((c) => [c.name, c]))('records every option --help of %s lists, and its example and exit codes', async (name, doc) => {
    const text = await help(name);
    const listed = new Set([...text.matchAll(/^\s+--([a-z0-9-]+)/gm)].map((m) => m[1] as string));
    for (const own of ['help', 'version', 'quiet', 'json']) listed.delete(own);
    expect(doc.options.filter((o) => !o.positional).map((o) => o.name).sort()).toEqual([...listed].sort());
    expect(doc.examples.length).toBeGreaterThan(0);
    // yargs wraps an example over two columns, so only its start can be looked for.
    expect(text.split('Examples:')[1]).toContain(`envsieve ${name} `);
    expect(doc.epilog).toMatch(/^Exit codes: 0 .*; 1 .*; 2 /);
    expect(text.replace(/\s+/g, ' ')).toContain(doc.epilog);
  });

  it('refuses a builder that calls a yargs method it does not record, rather than leaving it out', () => {
    const module: CommandModule<GlobalArgs, unknown> = { command: 'odd', describe: 'x', builder: (y) => y.alias('o', 'out'), handler: () => undefined };
    expect(() => recordCommand(module)).toThrow(/calls yargs' alias\(\)/);
  });

  it('states exit code 3 exactly for the commands that have a gate', () => {
    const gated = commandDocs().filter((c) => c.epilog?.includes('; 3 ')).map((c) => c.name);
    expect(gated).toEqual(['audit', 'neighbors', 'holdout', 'diff']);
  });
});
