// Progress bars on stderr for long stages (cli-progress, the maintained terminal progress bar): count, rate
// and ETA, drawn only on a terminal and never with --quiet, so logs and pipes stay clean.
import cliProgress from 'cli-progress';
import type { ProgressEvent } from '../core/context.js';

export interface ProgressSink {
  progress?: (event: ProgressEvent) => void;
  stop: () => void;
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
