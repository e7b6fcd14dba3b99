// Timing helpers for the benchmarks: wall-clock seconds of one call, and the machine's load average, printed
// beside the figures because the 2-core machine is shared and a ratio is only worth the run it came from.
import { loadavg } from 'node:os';

export const seconds = (since: number): number => Number(((performance.now() - since) / 1000).toFixed(3));

/** The value of `run()` and the seconds it took. */
export async function timed<T>(run: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const started = performance.now();
  const value = await run();
  return { value, seconds: seconds(started) };
}

/** The 1-, 5- and 15-minute load averages. */
export const loadAverage = (): number[] => loadavg().map((x) => Number(x.toFixed(2)));
