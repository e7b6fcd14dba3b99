// Progress for a log rather than a terminal (a CI job, a Slurm output file): when stderr is not a TTY, a
// long stage prints one plain line — count, share, rate, ETA — at most every 10 s, instead of a bar whose
// carriage returns would fill the log. Short work prints nothing; work that printed ends with a done line.
import type { ProgressEvent } from '../core/context.js';

export const PLAIN_PROGRESS_INTERVAL_MS = 10_000;

export interface PlainProgressOptions {
  write: (line: string) => void;
  now?: () => number;
  intervalMs?: number;
}

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.round(seconds);
  return s >= 3600 ? `${Math.floor(s / 3600)}h ${Math.floor((s % 3600) / 60)}m` : s >= 60 ? `${Math.floor(s / 60)}m ${s % 60}s` : `${s}s`;
}

export function plainProgress(options: PlainProgressOptions): (event: ProgressEvent) => void {
  const now = options.now ?? Date.now;
  const interval = options.intervalMs ?? PLAIN_PROGRESS_INTERVAL_MS;
  let label = '';
  let started = 0;
  let last = 0;
  let printed = false;
  return (event) => {
    const key = `${event.stage}:${event.label}`;
    const t = now();
    if (key !== label) {
      label = key;
      started = t;
      last = t;
      printed = false;
    }
    const elapsed = (t - started) / 1000;
    const rate = elapsed > 0 ? event.done / elapsed : 0;
    if (event.done >= event.total) {
      if (printed) options.write(`${event.stage}: ${event.label} ${event.done}/${event.total} ${event.unit} done in ${duration(elapsed)} (${rate.toFixed(0)} ${event.unit}/s)`);
      label = '';
      return;
    }
    if (t - last < interval) return;
    last = t;
    printed = true;
    const share = event.total > 0 ? ` (${((100 * event.done) / event.total).toFixed(0)}%)` : '';
    const eta = rate > 0 ? duration((event.total - event.done) / rate) : '?';
    options.write(`${event.stage}: ${event.label} ${event.done}/${event.total} ${event.unit}${share}, ${rate.toFixed(0)} ${event.unit}/s, ETA ${eta}`);
  };
}
