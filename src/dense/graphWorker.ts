// The dense engine's graphs on a worker thread of their own (engine.ts, EngineThread 'worker'). onnxruntime's
// `run` blocks the thread that calls it for the whole product, so on the main thread nothing else happens
// meanwhile; here the main thread goes on with its JavaScript (scanning the last block) while the worker
// computes the next. Calls are answered in the order made. Inputs are copied into the message when a call is
// made, so a caller may refill its buffers as soon as the call returns — but for inputs in shared memory,
// which the worker reads when it takes the call up (sharedRows keeps a copy; any other shared input is copied
// then); outputs come back transferred, not copied. Besides graph runs it does one whole job, rectangle maxima
// (MaximaRequest): it packs rows of a matrix it holds, multiplies and scans, and sends back only the maxima.
// The worker's code is a string so that it runs the same from src/ (tests, tsx) and from dist/ (as
// src/embed/sessionPool.ts does).
import { createRequire } from 'node:module';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../core/workers.js';
import type ort from 'onnxruntime-node';
import type { GraphKind } from './engine.js';
import { DENSE_PARAMS } from './params.js';

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

/**
 * Rectangles of the product of some rows of a held matrix with some other rows of it, whose row and column maxima
 * are wanted (the environment-pair scores: the best cosine of each item of one environment within another,
 * both ways). Rows [first, first + rows) of `rows` against columns [first, first + columns) of `columns`.
 */
export interface MaximaRequest {
  /** The matrix the rows and columns are taken from: the id DenseEngine.hold gave it. */
  matrix: number;
  dim: number;
  /** Row numbers of the matrix: the product's rows. Transferred: the caller must not use it afterwards. */
  rows: Int32Array;
  /** Row numbers of the matrix: the product's columns. Transferred. */
  columns: Int32Array;
  /**
   * RECTANGLE_FIELDS per rectangle: its first row, rows, first column, columns, and where its row maxima and
   * its column maxima start in the outputs. Transferred.
   */
  rectangles: Int32Array;
  /** Floats of the row maxima and of the column maxima over all rectangles. */
  rowFloats: number;
  colFloats: number;
}

export const RECTANGLE_FIELDS = 6;

/** Shared matrices the worker keeps (two point sets of one search plus the eval side's fit easily). */
const KEPT = 4;

const keptIds = new WeakMap<SharedArrayBuffer, number>();
let nextKeptId = 0;
let nextHeldId = 0;

/** A Feed as posted: its values, or a reference to shared memory (with the id the worker keeps it by, if kept). */
type SentFeed = Feed | { type: Feed['type']; dims: number[]; shared: { id?: number; memory: SharedArrayBuffer; offset: number; length: number } };

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ort = require(workerData.ort);
const kinds = Object.keys(workerData.graphs);
Promise.all(kinds.map((kind) => ort.InferenceSession.create(workerData.graphs[kind], workerData.options[kind]))).then((list) => {
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
  // Rectangle maxima (MaximaRequest): the rows and columns packed from the shared matrix into buffers grown as
  // needed and reused by every call, as the product is, in blocks of at most productFloats (a lone row doubled, as
  // the engine's product does), each block scanned for the rectangles it holds.
  let packedA = new Float32Array(0);
  let packedB = new Float32Array(0);
  let packedP = new Float32Array(0);
  let maximaQueue = Promise.resolve();
  const grown = (buffer, floats) => (buffer.length >= floats ? buffer : new Float32Array(Math.max(floats, 2 * buffer.length)));
  const pack = (into, matrix, items, dim) => {
    // Runs of consecutive rows in one copy: an environment's items of one facet are consecutive.
    for (let start = 0; start < items.length; ) {
      const first = items[start];
      let end = start + 1;
      while (end < items.length && items[end] === first + (end - start)) end++;
      into.set(matrix.subarray(first * dim, (first + end - start) * dim), start * dim);
      start = end;
    }
  };
  // Matrices held for maxima calls, by id: sent once, transferred (not shared memory, which the collector
  // does not count: garbage shared buffers of the run's size kept the audit's peak 150 MB higher).
  const held = new Map();
  const maximaOf = async ({ matrixId, dim, rows, columns, rects, rowFloats, colFloats, productFloats, output }) => {
    const matrix = held.get(matrixId);
    if (!matrix) throw new Error('no matrix ' + matrixId + ' is held');
    const width = columns.length;
    packedB = grown(packedB, width * dim);
    const b = packedB.subarray(0, width * dim);
    pack(b, matrix, columns, dim);
    const rowMax = new Float32Array(rowFloats);
    const colMax = new Float32Array(colFloats).fill(-Infinity);
    const step = Math.max(2, Math.floor(productFloats / width));
    for (let from = 0; from < rows.length; from += step) {
      const to = Math.min(rows.length, from + step);
      const m = Math.max(2, to - from);
      packedA = grown(packedA, m * dim);
      const a = packedA.subarray(0, m * dim);
      pack(a, matrix, rows.subarray(from, to), dim);
      if (to - from === 1) a.copyWithin(dim, 0, dim);
      // Into a buffer of its own, reused: a new output per block (thousands, up to 32 MiB each) was garbage
      // that this thread's collector let pile up to a hundred MB and more.
      packedP = grown(packedP, m * width);
      const product = packedP.subarray(0, m * width);
      await sessions.product.run({ A: new ort.Tensor('float32', a, [m, dim]), B: new ort.Tensor('float32', b, [width, dim]) }, { [output]: new ort.Tensor('float32', product, [m, width]) });
      for (let p = 0; p < rects.length; p += 6) {
        const first = rects[p];
        const lo = Math.max(from, first);
        const hi = Math.min(to, first + rects[p + 1]);
        if (lo >= hi) continue;
        const c0 = rects[p + 2];
        const n = rects[p + 3];
        const rowAt = rects[p + 4] + lo - first;
        const colAt = rects[p + 5];
        for (let r = lo - from; r < hi - from; r++) {
          let best = -Infinity;
          for (let j = 0, at = r * width + c0; j < n; j++, at++) {
            const v = product[at];
            if (v > best) best = v;
            if (v > colMax[colAt + j]) colMax[colAt + j] = v;
          }
          rowMax[rowAt + r - (lo - from)] = best;
        }
      }
    }
    return { rowMax, colMax };
  };
  parentPort.on('message', async ({ id, kind, feeds, outputs, maxima, hold, release }) => {
    if (hold) {
      held.set(hold.id, hold.data);
      return;
    }
    if (release !== undefined) {
      // After the calls asked before it, which may still read the matrix.
      maximaQueue = maximaQueue.then(() => {
        held.delete(release);
        packedA = packedB = packedP = new Float32Array(0);
      });
      return;
    }
    if (maxima) {
      // One at a time, in the order asked: a call awaits its products, and the next must not refill the
      // packing buffers meanwhile.
      maximaQueue = maximaQueue.then(async () => {
        try {
          const result = await maximaOf(maxima);
          parentPort.postMessage({ id, result }, [result.rowMax.buffer, result.colMax.buffer]);
        } catch (error) {
          parentPort.postMessage({ id, error: String((error && error.message) || error) });
        }
      });
      return;
    }
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

  /** A worker running `graphs`, each kind's session with its own options. */
  static async start(graphs: Record<GraphKind, Uint8Array>, options: Record<GraphKind, ort.InferenceSession.SessionOptions>): Promise<GraphWorker> {
    const ortPath = createRequire(import.meta.url).resolve('onnxruntime-node');
    const worker = await startWorker(WORKER_SOURCE, { ort: ortPath, graphs, options, kept: KEPT }, "the dense engine's worker");
    return new GraphWorker(worker);
  }

  run(kind: GraphKind, feeds: Record<string, Feed>, outputs: string[]): Promise<Outputs> {
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
    return this.call((id) => ({ id, kind, feeds: sent, outputs }), transfer);
  }

  /** Copies `matrix` to the worker, which holds it for maxima calls until released; its id. */
  hold(matrix: Float32Array): number {
    const id = nextHeldId++;
    const data = matrix.slice();
    this.worker.postMessage({ hold: { id, data } }, [data.buffer as ArrayBuffer]);
    return id;
  }

  /** Lets the worker drop a held matrix once the calls asked before are done. */
  release(id: number): void {
    this.worker.postMessage({ release: id });
  }

  /** The row and column maxima of rectangles of a product (MaximaRequest), computed and scanned on the worker. */
  maxima(request: MaximaRequest, output: string): Promise<{ rowMax: Float32Array; colMax: Float32Array }> {
    const { matrix, dim, rows, columns, rectangles, rowFloats, colFloats } = request;
    const sent = { matrixId: matrix, dim, rows, columns, rects: rectangles, rowFloats, colFloats, productFloats: DENSE_PARAMS.productFloats, output };
    return this.call((id) => ({ id, maxima: sent }), [rows.buffer, columns.buffer, rectangles.buffer] as ArrayBuffer[]).then((result) => ({ rowMax: result.rowMax as Float32Array, colMax: result.colMax as Float32Array }));
  }

  /** Posts the message made for a new call id and waits for its answer; a failed worker fails it at once. */
  private call(message: (id: number) => object, transfer: ArrayBuffer[]): Promise<Outputs> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<Outputs>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) this.worker.ref();
      this.worker.postMessage(message(id), transfer);
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
