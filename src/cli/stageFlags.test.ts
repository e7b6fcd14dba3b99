// The stage options declared once (core/options.ts) reach every place they are used: the pipeline config
// accepts each of them (the cluster's neighbour counts were once missing there), each stage command and
// `envsieve audit` have a flag for each that has one, audit's flags never collide, and flags read back into
// the options with lists split and absent ones left out.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yargs from 'yargs';
import { describe, expect, it } from 'vitest';
import { CLUSTER_OPTIONS } from '../cluster/index.js';
import { loadPipelineConfig } from '../runner/index.js';
import { STAGES } from '../runner/stages.js';
import { STRATIFY_OPTIONS } from '../stratify/index.js';
import { commandDocs } from './commandsDoc.js';
import { flagOf, stageFlagValues, withStageFlags } from './stageFlags.js';

describe('declared stage options', () => {
  it('are the pipeline config: every declared option is accepted under options.<stage>, an undeclared one is refused', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'envsieve-options-'));
    const config = join(dir, 'p.yaml');
    await writeFile(config, 'out: run\ninputs:\n  portfolio: [p.jsonl]\noptions:\n  cluster:\n    candidateNeighbours: 12\n    familyNeighbours: 7\n  stratify:\n    strata: [2, 4]\n');
    const plan = await loadPipelineConfig(config);
    expect(plan.options.cluster).toEqual({ candidateNeighbours: 12, familyNeighbours: 7 });
    await writeFile(config, 'out: run\ninputs:\n  portfolio: [p.jsonl]\noptions:\n  cluster:\n    neighbours: 12\n');
    await expect(loadPipelineConfig(config)).rejects.toThrow(/p\.yaml:6 options\.cluster\.neighbours/);
  });

  it.each([...STAGES.values()].map((d) => [d.name, d] as const))('of %s each have a flag on the stage command and on audit, or a family of flags of their own', (name, d) => {
    const docs = commandDocs();
    const own = new Set(docs.find((c) => c.name === name)?.options.map((o) => o.name));
    const audit = new Set(docs.find((c) => c.name === 'audit')?.options.map((o) => o.name));
    for (const [key, o] of Object.entries(d.options.options)) {
      const flag = flagOf(key, o);
      if (flag !== null) expect(own, `${name}.${key}`).toContain(flag);
      const auditFlag = flagOf(key, o, { audit: true });
      if (auditFlag !== null) expect(audit, `${name}.${key}`).toContain(auditFlag);
    }
  });

  it('give audit one flag per option: no two stages share a flag name', () => {
    const names = [...STAGES.values()].flatMap((d) => Object.entries(d.options.options).map(([key, o]) => flagOf(key, o, { audit: true }))).filter((n) => n !== null);
    expect(new Set(names).size).toBe(names.length);
  });

  it('read flags back: lists split at commas, absent ones left out, the help stating the default', async () => {
    const parsed = await withStageFlags(yargs([]), STRATIFY_OPTIONS).parse(['--strata', '2,4', '--seed', '9']);
    expect(stageFlagValues(parsed as Record<string, unknown>, STRATIFY_OPTIONS)).toEqual({ strata: [2, 4], seed: 9 });
    expect(stageFlagValues({ 'candidate-neighbours': 3 }, CLUSTER_OPTIONS)).toEqual({ candidateNeighbours: 3 });
    expect(() => stageFlagValues({ 'pass-k': '1,x' }, STRATIFY_OPTIONS)).toThrow(/--pass-k takes comma-separated numbers/);
  });
});
