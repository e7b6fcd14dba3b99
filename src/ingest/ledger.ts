// The books of an ingest run: per-input record counts, rejects with their places, warnings by code. It also
// enforces --strict (the first reject ends the run with a one-line message) and writes ingest.json's content.
import { EnvsieveError } from '../core/errors.js';
import { INGEST_DEFAULTS, type IngestLimits } from '../core/defaults.js';
import { SIDES, type Environment, type Side } from '../core/types.js';
import type { RejectCode, WarningCode } from './problems.js';

export interface InputEntry {
  file: string;
  side: Side | null;
  kind: 'manifest' | 'tasks';
  format: string;
  bytes: number;
  sha256: string;
  records: number;
  accepted: number;
  rejected: number;
  problem?: string;
}

export interface Reject {
  file: string;
  line: number;
  side: Side | null;
  id?: string | undefined;
  field: string;
  code: RejectCode;
  reason: string;
}

export interface PlacedWarning {
  file: string;
  line: number;
  side: Side | null;
  id?: string;
  field: string;
  code: WarningCode;
  message: string;
}

export function formatReject(r: Reject): string {
  const field = r.field ? ` ${r.field}` : '';
  return `${r.file}:${r.line}${field}: ${r.reason} [${r.code}]`;
}

export class Ledger {
  readonly inputs: InputEntry[] = [];
  readonly rejects: Reject[] = [];
  private readonly warningsByCode = new Map<string, number>();
  private readonly warningExamples: PlacedWarning[] = [];
  private readonly rejectedIds = new Set<string>();
  warningCount = 0;

  constructor(private readonly strict: boolean) {}

  addInput(entry: Omit<InputEntry, 'records' | 'accepted' | 'rejected'>): InputEntry {
    const full: InputEntry = { ...entry, records: 0, accepted: 0, rejected: 0 };
    this.inputs.push(full);
    return full;
  }

  reject(entry: InputEntry, reject: Reject): void {
    if (this.strict) throw new EnvsieveError('strict_reject', formatReject(reject), { stage: 'ingest' });
    entry.rejected++;
    this.rejects.push(reject);
    if (reject.id && entry.kind === 'manifest') this.rejectedIds.add(reject.id);
  }

  /** A problem with a whole file (it is empty): reported like a reject, but it is not a record. */
  fileProblem(entry: InputEntry, code: RejectCode, reason: string): void {
    const reject: Reject = { file: entry.file, line: 0, side: entry.side, field: '', code, reason };
    if (this.strict) throw new EnvsieveError('strict_reject', formatReject(reject), { stage: 'ingest' });
    entry.problem = code;
    this.rejects.push(reject);
  }

  wasRejected(id: string): boolean {
    return this.rejectedIds.has(id);
  }

  warn(warning: PlacedWarning): void {
    this.warningCount++;
    this.warningsByCode.set(warning.code, (this.warningsByCode.get(warning.code) ?? 0) + 1);
    if (this.warningExamples.length < INGEST_DEFAULTS.warningExamples) this.warningExamples.push(warning);
  }

  /** The content of ingest.json. Everything but `generatedAt` depends only on the inputs and options. */
  report(environments: Environment[], limits: IngestLimits, strict: boolean, generatedAt: string): object {
    const sides = Object.fromEntries(
      SIDES.map((side) => {
        const envs = environments.filter((e) => e.side === side);
        const items = {
          tools: envs.reduce((n, e) => n + e.tools.length, 0),
          state: envs.reduce((n, e) => n + (e.state?.tables.length ?? 0), 0),
          tasks: envs.reduce((n, e) => n + e.tasks.length, 0),
        };
        return [side, { files: this.inputs.filter((i) => i.side === side).length, environments: envs.length, items }];
      }),
    );
    const byCode: Record<string, number> = {};
    for (const r of this.rejects) byCode[r.code] = (byCode[r.code] ?? 0) + 1;
    return {
      schemaVersion: 1,
      stage: 'ingest',
      balanced: this.inputs.every((i) => i.records === i.accepted + i.rejected),
      inputs: this.inputs,
      sides,
      rejects: { total: this.rejects.length, byCode: sortKeys(byCode) },
      warnings: { total: this.warningCount, byCode: sortKeys(Object.fromEntries(this.warningsByCode)), examples: this.warningExamples },
      options: { strict, limits },
      generatedAt,
    };
  }
}

function sortKeys(record: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
