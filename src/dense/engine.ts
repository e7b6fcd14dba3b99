// The dense linear-algebra core: float32 matrix products A·Bᵀ on onnxruntime's CPU GEMM (MLAS), driven as
// tiny ONNX graphs (Gemm, Gemm + TopK). Every similarity envsieve computes in bulk — item search, the
// environment-pair facet scores, environment Gram blocks, k-means assignment, PCA — is one of these.
//
// Why onnxruntime: it is already a dependency (the embedding runs on it), its MLAS kernels use AVX-512 and
// every core, and a graph with a TopK after the Gemm hands back only k values a row instead of the whole
// block. Measured here (`npm run bench -- dense`): see bench/dense.ts. The alternatives weighed were a
// plain JS loop (the reference, ~2 GMAC/s blocked, kept in src/ann for the tests and the bench), usearch
// (SIMD exact search, but only top-k: no products to take segmented maxima of) and WebAssembly SIMD (one
// thread unless we ship workers, and ~4x below MLAS).
//
// Numerics: float32 products with fused multiply-adds. MLAS picks kernels and K-blocking by shape, so the
// last bit of a product can depend on the shapes it was computed in (measured: a lone query row, m = 1,
// differs from the same row in a block; blocks of 2 rows or more agree). Callers therefore fix their block
// shapes by the data, never by timing or thread count, and send at least two query rows; the same inputs
// then give the same bits.
import { availableParallelism } from 'node:os';
import ort from 'onnxruntime-node';
import { EnvsieveError } from '../core/errors.js';
import { ElemType, GraphBuilder } from '../model/index.js';
import { GraphWorker, type Feed, type GraphRunner, type MaximaRequest, type Outputs } from './graphWorker.js';

/** `rows` vectors of `cols` floats back to back (row-major). */
export interface Rows {
  data: Float32Array;
  rows: number;
  cols: number;
}

export interface TopKBlock {
  /** rows × k values, each row descending; equal values keep the lower column first. */
  values: Float32Array;
  /** Column of each value. */
  indices: Int32Array;
  k: number;
}

/** A block's top k per row (TopKBlock) and, per column, its largest value and the first row holding it. */
export interface TopKColumnBlock extends TopKBlock {
  columnMax: Float32Array;
  columnArg: Int32Array;
}

export type GraphKind = 'product' | 'topk' | 'topkBias' | 'topkColumns';

const KINDS: readonly GraphKind[] = ['product', 'topk', 'topkBias', 'topkColumns'];

const OPSET = 13;

interface Graph {
  bytes: Uint8Array;
  /** Output names: the product, or the top-k values and indices. */
  outputs: string[];
}

/** The graph of one kind: A [m, d], B [n, d] (and bias [n], k) → A·Bᵀ (+ bias), or its top k per row. */
function graphOf(kind: GraphKind): Graph {
  const g = new GraphBuilder();
  const a = g.input('A', ElemType.FLOAT, ['m', 'd']);
  const b = g.input('B', ElemType.FLOAT, ['n', 'd']);
  const inputs = kind === 'topkBias' ? [a, b, g.input('C', ElemType.FLOAT, ['n'])] : [a, b];
  const scores = g.node('Gemm', inputs, { transB: 1 });
  let outputs = [scores];
  if (kind === 'product') {
    g.output(scores, ElemType.FLOAT, ['m', 'n']);
  } else {
    outputs = g.nodeN('TopK', [scores, g.input('K', ElemType.INT64, [1])], { axis: 1, largest: 1, sorted: 1 }, 2);
    g.output(outputs[0] as string, ElemType.FLOAT, ['m', 'k']);
    g.output(outputs[1] as string, ElemType.INT64, ['m', 'k']);
    if (kind === 'topkColumns') {
      // The other direction from the same products: each column's best row, the first on ties (TopK keeps
      // the lower index of equal values, as ArgMax's first index). A top 1 down the columns, not ReduceMax and
      // ArgMax: onnxruntime's ArgMax across rows took two thirds of a block's time on top of the rows' TopK,
      // a top 1 a fifth.
      const [max, arg] = g.nodeN('TopK', [scores, g.int64s([1])], { axis: 0, largest: 1, sorted: 1 }, 2) as [string, string];
      g.output(max, ElemType.FLOAT, [1, 'n']);
      g.output(arg, ElemType.INT64, [1, 'n']);
      outputs = [...outputs, max, arg];
    }
  }
  return { bytes: g.serialize({ name: `envsieve-dense-${kind}`, producerVersion: '1', opset: OPSET }), outputs };
}

/**
 * Where the engine's graphs run. `here`: on the calling thread, which onnxruntime blocks for the whole
 * product. `worker`: on a worker thread of its own, so the caller's JavaScript runs while a product is
 * computed — for callers that ask for the next block before they read the last (the neighbors stage), this
 * puts the second core to work during the JavaScript half of the stage. Same kernels, threads and shapes:
 * the same bits either way.
 */
export type EngineThread = 'here' | 'worker';

/** Sessions on this thread: onnxruntime runs a graph synchronously when the event loop next turns. */
class LocalRunner implements GraphRunner {
  private constructor(private readonly sessions: Record<GraphKind, ort.InferenceSession>) {}

  static async start(graphs: Record<GraphKind, Uint8Array>, options: ort.InferenceSession.SessionOptions): Promise<LocalRunner> {
    const sessions = await Promise.all(KINDS.map((kind) => ort.InferenceSession.create(graphs[kind], options)));
    return new LocalRunner(Object.fromEntries(KINDS.map((kind, i) => [kind, sessions[i]])) as Record<GraphKind, ort.InferenceSession>);
  }

  async run(kind: GraphKind, feeds: Record<string, Feed>, outputs: string[]): Promise<Outputs> {
    // onnxruntime takes no view of shared memory (graphWorker.ts): such an input is copied.
    const tensors = Object.fromEntries(Object.entries(feeds).map(([name, f]) => [name, new ort.Tensor(f.type, f.data.buffer instanceof SharedArrayBuffer ? f.data.slice() : f.data, f.dims)]));
    const out = await this.sessions[kind].run(tensors);
    return Object.fromEntries(outputs.map((name) => [name, out[name]?.data as Float32Array | BigInt64Array]));
  }
}

export class DenseEngine {
  private static readonly opened = new Map<string, Promise<DenseEngine>>();

  private constructor(
    readonly threads: number,
    private readonly runner: GraphRunner,
    private readonly outputs: Record<GraphKind, string[]>,
  ) {}

  /**
   * The engine for `threads` threads (default: every core) running on `thread` (EngineThread), created once
   * per process, thread count and place.
   */
  static open(threads: number = availableParallelism(), thread: EngineThread = 'here'): Promise<DenseEngine> {
    const key = `${threads}/${thread}`;
    let engine = DenseEngine.opened.get(key);
    if (!engine) {
      engine = DenseEngine.create(threads, thread);
      DenseEngine.opened.set(key, engine);
      // A failed start is not kept: the next open tries again (and says why again).
      engine.catch(() => DenseEngine.opened.delete(key));
    }
    return engine;
  }

  private static async create(threads: number, thread: EngineThread): Promise<DenseEngine> {
    const options: ort.InferenceSession.SessionOptions = { intraOpNumThreads: threads, interOpNumThreads: 1, executionMode: 'sequential', graphOptimizationLevel: 'all' };
    // onnxruntime's pool threads spin for a while after each product (measured: ~9 ms of CPU per 20 ms idle
    // after a 256 × 2,000 product). That is the core the JavaScript between products needs: beside a worker,
    // the caller's; on this thread, the code that prepares the next product. k-means, hundreds of small
    // products, took 0.75–0.92 s of the real-data cluster stage spinning and 0.44–0.56 s without.
    options.extra = { session: { intra_op: { allow_spinning: '0' } } };
    const built = Object.fromEntries(KINDS.map((kind) => [kind, graphOf(kind)])) as Record<GraphKind, Graph>;
    const graphs = Object.fromEntries(KINDS.map((kind) => [kind, built[kind].bytes])) as Record<GraphKind, Uint8Array>;
    try {
      const runner = thread === 'worker' ? await GraphWorker.start(graphs, workerOptions(options)) : await LocalRunner.start(graphs, options);
      return new DenseEngine(threads, runner, Object.fromEntries(KINDS.map((kind) => [kind, built[kind].outputs])) as Record<GraphKind, string[]>);
    } catch (cause) {
      throw new EnvsieveError('internal', `cannot start the dense linear-algebra engine (onnxruntime): ${(cause as Error).message}`, { stage: 'dense', cause });
    }
  }

  /** A·Bᵀ: a.rows × b.rows, row-major. */
  async product(a: Rows, b: Rows): Promise<Float32Array> {
    checkShapes(a, b);
    if (a.rows === 0 || b.rows === 0) return new Float32Array(a.rows * b.rows);
    const outputs = this.outputs.product;
    const out = await this.runner.run('product', { A: feed(atLeastTwoRows(a)), B: feed(b) }, outputs);
    const product = out[outputs[0] as string] as Float32Array;
    return a.rows === 1 ? product.subarray(0, b.rows) : product;
  }

  /**
   * Copies a matrix to the engine's worker thread, which holds it for maxima() until released; its id. Only
   * an engine on a worker thread holds matrices.
   */
  hold(matrix: Float32Array): number {
    return this.worker().hold(matrix);
  }

  /** Drops a held matrix once the maxima calls asked before are done. */
  release(matrix: number): void {
    this.worker().release(matrix);
  }

  /**
   * Row and column maxima of rectangles of a product of a held matrix's rows with other rows of it
   * (MaximaRequest), packed, computed and scanned where the engine runs, so that only the maxima come back
   * and the caller goes on meanwhile. Only an engine on a worker thread does this. The products have the
   * shapes and kernels of product() in row blocks of DENSE_PARAMS.productFloats: the same bits.
   */
  async maxima(request: MaximaRequest): Promise<{ rowMax: Float32Array; colMax: Float32Array }> {
    const worker = this.worker();
    return worker.maxima(request, this.outputs.product[0] as string);
  }

  private worker(): GraphWorker {
    if (!(this.runner instanceof GraphWorker)) throw new EnvsieveError('internal', "held matrices and rectangle maxima need the dense engine on a worker thread (DenseEngine.open(threads, 'worker'))", { stage: 'dense' });
    return this.runner;
  }

  /**
   * The k largest entries of every row of A·Bᵀ (+ bias, one value per row of B), k ≤ b.rows. Ties keep the
   * lower index, as ONNX's TopK specifies and onnxruntime implements.
   */
  async topK(a: Rows, b: Rows, k: number, bias?: Float32Array): Promise<TopKBlock> {
    if (bias && bias.length !== b.rows) throw new EnvsieveError('internal', `a bias needs one value per row of B (${bias.length} for ${b.rows})`, { stage: 'dense' });
    const found = await this.runTopK(bias ? 'topkBias' : 'topk', a, b, k, bias ? { C: { type: 'float32', data: bias, dims: [b.rows] } } : {});
    return found ? found.block : { values: new Float32Array(0), indices: new Int32Array(0), k };
  }

  /**
   * topK (without bias) and, for every row of B, the largest entry of its column of A·Bᵀ and the first row of
   * A holding it: a search and its reverse (each point's best query) from one product.
   */
  async topKColumns(a: Rows, b: Rows, k: number): Promise<TopKColumnBlock> {
    // A lone row is doubled (atLeastTwoRows): its copy never wins a column, the first row does on ties.
    const found = await this.runTopK('topkColumns', a, b, k, {});
    if (!found) return { values: new Float32Array(0), indices: new Int32Array(0), k, columnMax: new Float32Array(b.rows).fill(-Infinity), columnArg: new Int32Array(b.rows).fill(-1) };
    const [max, arg] = found.outputs.slice(2).map((name) => found.out[name]) as [Float32Array, BigInt64Array];
    return { ...found.block, columnMax: max, columnArg: Int32Array.from(arg, Number) };
  }

  /** One top-k graph run (null for no rows of A): the rows' top lists, and the outputs for what a graph adds. */
  private async runTopK(kind: GraphKind, a: Rows, b: Rows, k: number, extra: Record<string, Feed>): Promise<{ block: TopKBlock; out: Outputs; outputs: string[] } | null> {
    checkShapes(a, b);
    if (!Number.isInteger(k) || k < 1 || k > b.rows) throw new EnvsieveError('internal', `top-k needs 1 ≤ k ≤ ${b.rows} (got ${k})`, { stage: 'dense' });
    if (a.rows === 0) return null;
    const outputs = this.outputs[kind];
    const out = await this.runner.run(kind, { A: feed(atLeastTwoRows(a)), B: feed(b), K: { type: 'int64', data: BigInt64Array.of(BigInt(k)), dims: [1] }, ...extra }, outputs);
    const wide = out[outputs[1] as string] as BigInt64Array;
    const indices = new Int32Array(a.rows * k);
    for (let i = 0; i < indices.length; i++) indices[i] = Number(wide[i]);
    return { block: { values: (out[outputs[0] as string] as Float32Array).subarray(0, a.rows * k), indices, k }, out, outputs };
  }
}

/**
 * The worker's sessions: the searches (top-k kinds) keep onnxruntime's memory arena, the products do not. A
 * search allocates one score block of a fixed shape per call (512 × 16,384 floats at most, DENSE_PARAMS), which
 * the arena then reuses: the real-data neighbors stage took 4.70–4.76 s with it and 4.97–5.17 s without, and
 * peaked 80 MB higher (912–922 MB). The products (the pair maxima) are of every size, and an arena would keep
 * the largest of them for the rest of the process: with the arena on every session the peak was 900–918 MB
 * for little more speed.
 */
function workerOptions(options: ort.InferenceSession.SessionOptions): Record<GraphKind, ort.InferenceSession.SessionOptions> {
  return Object.fromEntries(KINDS.map((kind) => [kind, { ...options, enableCpuMemArena: kind !== 'product' }])) as Record<GraphKind, ort.InferenceSession.SessionOptions>;
}

function feed(m: Rows): Feed {
  return { type: 'float32', data: m.data.length === m.rows * m.cols ? m.data : m.data.subarray(0, m.rows * m.cols), dims: [m.rows, m.cols] };
}

/** A lone row doubled: MLAS computes a one-row product on another path, whose last bits differ (see above). */
function atLeastTwoRows(a: Rows): Rows {
  if (a.rows !== 1) return a;
  const data = new Float32Array(2 * a.cols);
  data.set(a.data.subarray(0, a.cols));
  data.set(a.data.subarray(0, a.cols), a.cols);
  return { data, rows: 2, cols: a.cols };
}

function checkShapes(a: Rows, b: Rows): void {
  if (a.cols !== b.cols) throw new EnvsieveError('internal', `a product needs equal widths (${a.cols} and ${b.cols})`, { stage: 'dense' });
  for (const m of [a, b]) {
    if (m.data.length < m.rows * m.cols) throw new EnvsieveError('internal', `a ${m.rows} × ${m.cols} matrix needs ${m.rows * m.cols} floats (has ${m.data.length})`, { stage: 'dense' });
  }
}

/** Rows [from, to) of `m` as a matrix of their own, without copying. */
export function rowSlice(m: Rows, from: number, to: number): Rows {
  return { data: m.data.subarray(from * m.cols, to * m.cols), rows: to - from, cols: m.cols };
}
