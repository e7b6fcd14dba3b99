// Progress on stderr for long stages: on a terminal, bars (cli-progress, the maintained terminal progress
// bar) with count, rate and ETA; off a terminal, a plain line at most every 10 s (plainProgress.ts); nothing
// with --quiet.
import cliProgress from 'cli-progress';
import type { ProgressEvent } from '../core/context.js';
import { plainProgress } from './plainProgress.js';

export interface ProgressSink {
  progress?: (event: ProgressEvent) => void;
  stop: () => void;
}

export interface ProgressTarget {
  isTty: boolean;
  quiet: boolean;
  stderr: (text: string) => void;
}

/** The progress of a command: bars on a terminal, plain lines in a log, nothing when quiet. */
export function progressOutput(target: ProgressTarget): ProgressSink {
  if (target.quiet) return { stop: () => {} };
  if (target.isTty) return progressBars(true);
  return { progress: plainProgress({ write: (line) => target.stderr(`${line}\n`) }), stop: () => {} };
}

export function progressBars(enabled: boolean): ProgressSink {
  if (!enabled) return { stop: () => {} };
  let bar: cliProgress.SingleBar | undefined;
  let label = '';
  const stop = () => {
    bar?.stop();
    bar = undefined;
  };
  return {
    progress: (event) => {
      if (!bar || label !== `${event.stage}:${event.label}`) {
        stop();
        label = `${event.stage}:${event.label}`;
        bar = new cliProgress.SingleBar(
          { format: `${event.stage} {bar} {value}/{total} ${event.unit} | {rate}/s | ETA {eta_formatted}`, stream: process.stderr, hideCursor: true, etaBuffer: 20 },
          cliProgress.Presets.shades_classic,
        );
        bar.start(event.total, 0, { rate: '0' });
      }
      const seconds = (Date.now() - (bar as unknown as { startTime: number }).startTime) / 1000;
      bar.update(event.done, { rate: seconds > 0 ? (event.done / seconds).toFixed(0) : '0' });
      if (event.done >= event.total) stop();
    },
    stop,
  };
}
