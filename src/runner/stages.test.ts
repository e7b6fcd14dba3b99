// The stage registry's declared contract holds together: every artifact a stage reads is in the artifact
// registry and written by a stage it needs (directly or through those; the report: any stage before it), and what a stage proves it ran
// with is what the registry says that stage writes.
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, artifactsOf, producerOf } from '../artifacts/index.js';
import { STAGE_NAMES, type StageName } from './plan.js';
import { STAGES } from './stages.js';

function before(name: StageName): Set<StageName> {
  const seen = new Set<StageName>();
  const visit = (n: StageName) => {
    for (const need of STAGES.get(n)?.needs ?? []) if (!seen.has(need)) (seen.add(need), visit(need));
  };
  visit(name);
  return seen;
}

describe('the stage registry', () => {
  it.each([...STAGES.keys()])('%s reads only registered artifacts of the stages it needs', (name) => {
    const d = STAGES.get(name);
    // The report reads whatever the stages before it in pipeline order wrote, each optional but its needs'.
    const earlier = d?.readsEverythingBefore ? new Set(STAGE_NAMES.slice(0, STAGE_NAMES.indexOf(name))) : before(name);
    for (const file of d?.reads ?? []) {
      const producer = producerOf(file);
      expect(producer, file).toBeDefined();
      expect([...earlier], `${name} reads ${file}, written by ${producer}`).toContain(producer);
    }
  });

  it('proves each stage ran by the registry\'s artifacts of that stage', () => {
    const plan = { inputs: { baseline: [] } } as never;
    for (const [name, d] of STAGES) expect(d.artifacts(plan), name).toEqual(artifactsOf(name));
    expect(ARTIFACTS.filter((a) => a.for === 'machines' && a.format === 'csv')).toEqual([]);
  });
});
