// The deployment mix: a `family, weight` CSV saying how much each task family matters where the trained agent
// will run. It is user input, so every problem is one error naming file, line and field; weights are
// normalised to probabilities p_s (they may be counts, shares or percentages).
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { EnvsieveError } from '../core/errors.js';

export interface FamilyWeights {
  file: string;
  /** Family → p_s, summing to 1; families with weight 0 kept (they count as listed, not as mass). */
  probabilities: Map<string, number>;
}

const fail = (file: string, message: string, line?: number, field?: string) =>
  new EnvsieveError('input_unreadable', message, { stage: 'holdout', place: { file, ...(line !== undefined ? { line } : {}), ...(field ? { field } : {}) } });

export async function readFamilyWeights(file: string): Promise<FamilyWeights> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (cause) {
    throw new EnvsieveError('input_missing', 'cannot read the family weights file', { stage: 'holdout', place: { file }, cause });
  }
  return parseFamilyWeights(file, text);
}

export function parseFamilyWeights(file: string, text: string): FamilyWeights {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, { bom: true, trim: true, skip_empty_lines: true, info: true }) as unknown as typeof records;
  } catch (error) {
    const e = error as { lines?: number; message?: string };
    const reason = (e.message ?? String(error)).split('\n')[0]?.replace(/,? (on|at) line \d+/, '');
    throw fail(file, `not valid CSV: ${reason}`, e.lines);
  }
  const [header, ...rows] = records;
  if (!header) throw fail(file, `empty: expected a header 'family,weight' and one row per family`);
  const names = header.record.map((h) => h.toLowerCase());
  const familyAt = names.indexOf('family');
  const weightAt = names.indexOf('weight');
  if (familyAt < 0 || weightAt < 0) throw fail(file, `the header needs columns 'family' and 'weight' (found: ${header.record.join(', ')})`, header.info.lines);
  if (rows.length === 0) throw fail(file, 'no families listed under the header');
  const raw = new Map<string, { weight: number; line: number }>();
  for (const { record, info } of rows) {
    const line = info.lines;
    const family = record[familyAt] ?? '';
    const cell = record[weightAt] ?? '';
    if (family === '') throw fail(file, 'empty family name', line, 'family');
    const weight = cell === '' ? Number.NaN : Number(cell);
    if (!Number.isFinite(weight) || weight < 0) throw fail(file, `weight of '${family}' must be a number ≥ 0 (got '${cell}')`, line, 'weight');
    const seen = raw.get(family);
    if (seen) throw fail(file, `family '${family}' listed twice (first on line ${seen.line})`, line, 'family');
    raw.set(family, { weight, line });
  }
  const total = [...raw.values()].reduce((s, w) => s + w.weight, 0);
  if (!(total > 0)) throw fail(file, 'the weights add up to 0: nothing to normalise');
  return { file, probabilities: new Map([...raw].map(([family, w]) => [family, w.weight / total])) };
}
