// Starting a worker thread whose code says when it is ready: the embedding's session workers and the dense
// engine's worker both load onnxruntime sessions first and answer `{ ready: true }` or `{ ready: false, error }`.
import { Worker } from 'node:worker_threads';

/**
 * A worker running `source` (evaluated, so that it runs the same from src/ and dist/) once it has answered that
 * it is ready. When it answers otherwise, throws or exits first, it is terminated — it is done loading by then —
 * and the promise rejects with `what` and the reason. Only the listeners added here are removed afterwards: a
 * Worker's own listeners (removeAllListeners would take them too) carry its messages.
 */
export async function startWorker(source: string, workerData: unknown, what: string): Promise<Worker> {
  const worker = new Worker(source, { eval: true, workerData });
  const listeners: Array<[string, Parameters<Worker['once']>[1]]> = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const exited = (code: number) => reject(new Error(`${what} exited (code ${code}) before it was ready`));
      const answered = (reply: { ready?: boolean; error?: string }) => (reply.ready ? resolve() : reject(new Error(reply.error ?? `${what} failed to load`)));
      listeners.push(['error', reject], ['exit', exited], ['message', answered]);
      for (const [event, listener] of listeners) worker.once(event, listener);
    });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  for (const [event, listener] of listeners) worker.off(event, listener);
  return worker;
}
