// onnxruntime sessions on worker threads, each given one text per run. One text per run is what makes a
// vector independent of batching: the int8 graph's fused DynamicQuantizeMatMul takes one activation scale
// over its whole input, which is then that text's own, and no padding or companion ever enters a text's
// softmax sums. It is also faster here than padded batches (measured on 1,000 real texts, one core:
// 10,068 against 7,037 tokens per CPU second for the same graph; a text's activations stay in L2). Parallelism comes from one single-threaded session per core rather than intra-op threads, because
// splitting one text's small GEMMs across threads costs more in synchronisation than it gains. The worker's
// code is a string so that it runs the same from src/ (tests, tsx) and from dist/; it only feeds the session
// and returns the last hidden state, pooling stays in onnxEmbedder.ts.
import { createRequire } from 'node:module';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../core/workers.js';

export interface SessionPoolOptions {
  /** The ONNX graph file. */
  model: string;
  /** Worker threads, each with its own single-threaded session. */
  workers: number;
}

/** last_hidden_state of one text: [tokens, dim] row-major. */
export interface Hidden {
  data: Float32Array;
  tokens: number;
  dim: number;
}

const SESSION_OPTIONS = { intraOpNumThreads: 1, interOpNumThreads: 1, graphOptimizationLevel: 'all', executionMode: 'sequential' };

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ort = require(workerData.ort);
ort.InferenceSession.create(workerData.model, workerData.options).then((session) => {
  const withTypes = session.inputNames.includes('token_type_ids');
  const output = session.outputNames.includes('last_hidden_state') ? 'last_hidden_state' : session.outputNames[0];
  parentPort.on('message', async ({ id, ids }) => {
    try {
      const dims = [1, ids.length];
      const feeds = {
        input_ids: new ort.Tensor('int64', BigInt64Array.from(ids, BigInt), dims),
        attention_mask: new ort.Tensor('int64', new BigInt64Array(ids.length).fill(1n), dims),
      };
      if (withTypes) feeds.token_type_ids = new ort.Tensor('int64', new BigInt64Array(ids.length), dims);
      const hidden = (await session.run(feeds))[output];
      const data = Float32Array.from(hidden.data);
      parentPort.postMessage({ id, data, dim: hidden.dims[2] }, [data.buffer]);
    } catch (error) {
      parentPort.postMessage({ id, error: String(error && error.message || error) });
    }
  });
  parentPort.postMessage({ ready: true });
}, (error) => parentPort.postMessage({ ready: false, error: String(error && error.message || error) }));
`;

interface Job {
  id: number;
  ids: number[];
  resolve: (hidden: Hidden) => void;
  reject: (error: Error) => void;
}

interface Reply {
  id?: number;
  data?: Float32Array;
  dim?: number;
  error?: string;
}

class Slot {
  job: Job | undefined;
  dead = false;
  constructor(readonly worker: Worker) {}
}

export class SessionPool {
  private readonly queue: Job[] = [];
  private nextId = 0;

  private constructor(private readonly slots: Slot[]) {
    for (const slot of slots) {
      slot.worker.on('message', (reply: Reply) => this.finish(slot, reply));
      slot.worker.on('error', (error) => this.fail(slot, error));
    }
  }

  static async open(options: SessionPoolOptions): Promise<SessionPool> {
    const ortPath = createRequire(import.meta.url).resolve('onnxruntime-node');
    // Every worker answers before any is terminated: terminating a worker while its session is still loading
    // lets onnxruntime's load error escape into a dying environment, which aborts the whole process
    // ("terminate called after throwing an instance of 'Napi::Error'"), seen with a broken model file.
    const starts = await Promise.allSettled(
      Array.from({ length: Math.max(1, options.workers) }, () => startWorker(WORKER_SOURCE, { ort: ortPath, model: options.model, options: SESSION_OPTIONS }, 'a session worker')),
    );
    const workers = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
    const failed = starts.find((start): start is PromiseRejectedResult => start.status === 'rejected');
    if (failed) {
      await Promise.all(workers.map((w) => w.terminate()));
      throw failed.reason;
    }
    // Idle workers must not keep the process alive; a worker with a job is ref'd again (dispatch).
    for (const worker of workers) worker.unref();
    return new SessionPool(workers.map((w) => new Slot(w)));
  }

  /** The last hidden state of one text, computed alone. */
  run(ids: number[]): Promise<Hidden> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, ids, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    for (const job of this.queue.splice(0)) job.reject(new Error('session pool closed'));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }

  private dispatch(): void {
    if (this.slots.every((s) => s.dead)) {
      for (const job of this.queue.splice(0)) job.reject(new Error('every session worker has failed'));
      return;
    }
    for (const slot of this.slots) {
      if (slot.job || slot.dead) continue;
      const job = this.queue.shift();
      if (!job) return;
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage({ id: job.id, ids: job.ids });
    }
  }

  private finish(slot: Slot, reply: Reply): void {
    const job = slot.job;
    if (!job || reply.id !== job.id) return;
    slot.job = undefined;
    slot.worker.unref();
    if (reply.error !== undefined || !reply.data || !reply.dim) job.reject(new Error(reply.error ?? 'no output'));
    else job.resolve({ data: reply.data, tokens: job.ids.length, dim: reply.dim });
    this.dispatch();
  }

  /** A worker that threw is gone: its job fails, the others carry on (or fail too once none is left). */
  private fail(slot: Slot, error: Error): void {
    slot.dead = true;
    slot.job?.reject(error);
    slot.job = undefined;
    this.dispatch();
  }
}
