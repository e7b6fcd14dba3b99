// The dense engine's graphs on a worker thread of their own (engine.ts, EngineThread 'worker'). onnxruntime's
// `run` blocks the thread that calls it for the whole product, so on the main thread nothing else happens
// meanwhile; here the main thread goes on with its JavaScript (scanning the last block) while the worker
// computes the next. Calls are answered in the order made. Inputs are copied into the message when a call is
// made, so a caller may refill its buffers as soon as the call returns — but for inputs in shared memory,
// which the worker reads when it takes the call up (sharedRows keeps a copy; any other shared input is copied
// then); outputs come back transferred, not copied. The worker's code is a string so that it runs the same from src/ (tests, tsx) and from dist/
// (as src/embed/sessionPool.ts does); it only creates the sessions and runs them.
import { createRequire } from 'node:module';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../core/workers.js';
import type ort from 'onnxruntime-node';
import type { GraphKind } from './engine.js';

/** One input of a graph: a tensor's element type, values and shape. */
export interface Feed {
  type: 'float32' | 'int64';
  data: Float32Array | BigInt64Array;
  dims: number[];
}

/** A graph run's outputs by name. */
export type Outputs = Record<string, Float32Array | BigInt64Array>;

/** Runs one of the engine's graphs on the given inputs and returns the named outputs. */
export interface GraphRunner {
  run(kind: GraphKind, feeds: Record<string, Feed>, outputs: string[]): Promise<Outputs>;
}

/**
 * `data` as float32 rows in shared memory, for a matrix many calls read (a search's points): the engine's
 * worker copies it once and keeps the copy (the KEPT most recent such matrices). It must not change
 * afterwards: the worker would go on computing with the values it copied.
 */
export function sharedRows(data: Float32Array): Float32Array {
  const shared = new Float32Array(new SharedArrayBuffer(data.byteLength));
  shared.set(data);
  keptIds.set(shared.buffer as SharedArrayBuffer, nextKeptId++);
  return shared;
}

/** Shared matrices the worker keeps (two point sets of one search plus the eval side's fit easily). */
const KEPT = 4;

const keptIds = new WeakMap<SharedArrayBuffer, number>();
let nextKeptId = 0;

/** A Feed as posted: its values, or a reference to shared memory (with the id the worker keeps it by, if kept). */
type SentFeed = Feed | { type: Feed['type']; dims: number[]; shared: { id?: number; memory: SharedArrayBuffer; offset: number; length: number } };

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ort = require(workerData.ort);
const kinds = Object.keys(workerData.graphs);
Promise.all(kinds.map((kind) => ort.InferenceSession.create(workerData.graphs[kind], workerData.options))).then((list) => {
  const sessions = Object.fromEntries(kinds.map((kind, i) => [kind, list[i]]));
  // Copies of shared matrices by id, oldest first: onnxruntime takes no view of shared memory.
  const kept = new Map();
  const valuesOf = (f) => {
    if (!f.shared) return f.data;
    const { id, memory, offset, length } = f.shared;
    const Values = f.type === 'int64' ? BigInt64Array : Float32Array;
    if (id === undefined) return new Values(memory, offset * Values.BYTES_PER_ELEMENT, length).slice();
    let copy = kept.get(id);
    if (!copy) {
      copy = new Values(memory).slice();
      kept.set(id, copy);
      if (kept.size > workerData.kept) kept.delete(kept.keys().next().value);
    }
    return copy.subarray(offset, offset + length);
  };
  parentPort.on('message', async ({ id, kind, feeds, outputs }) => {
    try {
      const tensors = {};
      for (const [name, f] of Object.entries(feeds)) tensors[name] = new ort.Tensor(f.type, valuesOf(f), f.dims);
      const out = await sessions[kind].run(tensors);
      const result = {};
      for (const name of outputs) result[name] = out[name].data;
      parentPort.postMessage({ id, result }, outputs.map((name) => result[name].buffer));
    } catch (error) {
      parentPort.postMessage({ id, error: String((error && error.message) || error) });
    }
  });
  parentPort.postMessage({ ready: true });
}, (error) => parentPort.postMessage({ ready: false, error: String((error && error.message) || error) }));
`;

interface Pending {
  resolve: (outputs: Outputs) => void;
  reject: (error: Error) => void;
}

interface Reply {
  id?: number;
  result?: Outputs;
  error?: string;
}

export class GraphWorker implements GraphRunner {
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private failure: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => this.answer(reply));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`the dense engine's worker exited (code ${code})`)));
    // Idle, the worker must not keep the process alive; with calls pending it must (run).
    worker.unref();
  }

  static async start(graphs: Record<GraphKind, Uint8Array>, options: ort.InferenceSession.SessionOptions): Promise<GraphWorker> {
    const ortPath = createRequire(import.meta.url).resolve('onnxruntime-node');
    const worker = await startWorker(WORKER_SOURCE, { ort: ortPath, graphs, options, kept: KEPT }, "the dense engine's worker");
    return new GraphWorker(worker);
  }

  run(kind: GraphKind, feeds: Record<string, Feed>, outputs: string[]): Promise<Outputs> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    // Each input as an array of its own: a view posted as it is would copy its whole underlying buffer (a
    // slice of the run's vectors would send all of them), and an own copy can be transferred. An input in
    // shared memory goes as a reference to it (sharedRows).
    const sent: Record<string, SentFeed> = {};
    const transfer: ArrayBuffer[] = [];
    for (const [name, f] of Object.entries(feeds)) {
      if (f.data.buffer instanceof SharedArrayBuffer) {
        const keptId = keptIds.get(f.data.buffer);
        sent[name] = { type: f.type, dims: f.dims, shared: { ...(keptId === undefined ? {} : { id: keptId }), memory: f.data.buffer, offset: f.data.byteOffset / f.data.BYTES_PER_ELEMENT, length: f.data.length } };
      } else {
        const data = f.data.slice();
        sent[name] = { ...f, data };
        transfer.push(data.buffer as ArrayBuffer);
      }
    }
    return new Promise<Outputs>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) this.worker.ref();
      this.worker.postMessage({ id, kind, feeds: sent, outputs }, transfer);
    });
  }

  private answer(reply: Reply): void {
    if (reply.id === undefined) return;
    const call = this.pending.get(reply.id);
    if (!call) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.error !== undefined || !reply.result) call.reject(new Error(reply.error ?? 'no outputs'));
    else call.resolve(reply.result);
  }

  /** A worker that failed or exited fails every pending call and every later one. */
  private fail(error: Error): void {
    this.failure ??= error;
    for (const call of this.pending.values()) call.reject(this.failure);
    this.pending.clear();
  }
}
