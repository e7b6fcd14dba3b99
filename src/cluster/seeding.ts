// k-means++ seeding (greedy, as scikit-learn and ml-kmeans do it: 2 + ln k candidates per step, the one that
// lowers the potential most is kept), with each step's candidate-to-point distances as one product on the
// dense core. A step's candidates are all drawn from the potential before any is tried (the potential only
// changes between steps), so drawing them first consumes the seeded generator exactly as trying them one by
// one did; only the distances moved from float64 loops to float32 products (2 − 2 cos, unit rows).
import { seededRandom } from '../core/random.js';
import type { DenseEngine, Rows } from '../dense/index.js';

/** k initial centres among the rows of `points` (unit vectors), chosen with the seeded generator: k × cols floats. */
export async function kmeansPlusPlus(engine: DenseEngine, points: Rows, k: number, seed: number): Promise<Float32Array> {
  const n = points.rows;
  const random = seededRandom(seed);
  const trials = 2 + Math.floor(Math.log(k));
  const closest = new Float64Array(n);
  const chosen: number[] = [Math.floor(random() * n)];
  distancesFrom(await engine.product(pickRows(points, chosen), points), 0, closest);
  const candidate = new Float64Array(n);
  const best = new Float64Array(n);
  while (chosen.length < k) {
    const potential = closest.reduce((s, x) => s + x, 0);
    const picks = Array.from({ length: trials }, () => (potential > 0 ? drawWeighted(closest, potential * random()) : Math.floor(random() * n)));
    const products = await engine.product(pickRows(points, picks), points);
    let bestPotential = Infinity;
    let bestIndex = -1;
    picks.forEach((pick, t) => {
      distancesFrom(products, t, candidate);
      let sum = 0;
      for (let i = 0; i < n; i++) sum += Math.min(closest[i] as number, candidate[i] as number);
      if (sum < bestPotential) {
        bestPotential = sum;
        bestIndex = pick;
        for (let i = 0; i < n; i++) best[i] = Math.min(closest[i] as number, candidate[i] as number);
      }
    });
    chosen.push(bestIndex);
    closest.set(best);
  }
  return pickRows(points, chosen).data;
}

/** The rows `picks` of `points`, copied into a matrix of their own. */
function pickRows(points: Rows, picks: number[]): Rows {
  const data = new Float32Array(picks.length * points.cols);
  picks.forEach((p, i) => data.set(points.data.subarray(p * points.cols, (p + 1) * points.cols), i * points.cols));
  return { data, rows: picks.length, cols: points.cols };
}

/** Squared Euclidean distance of every point to candidate `t` from row t of the products (2 − 2 cos, clamped at 0). */
function distancesFrom(products: Float32Array, t: number, out: Float64Array): void {
  const n = out.length;
  for (let i = 0; i < n; i++) out[i] = Math.max(0, 2 - 2 * (products[t * n + i] as number));
}

/** The index at which the running sum of `weights` passes `target`. */
function drawWeighted(weights: Float64Array, target: number): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) {
    sum += weights[i] as number;
    if (sum > target && (weights[i] as number) > 0) return i;
  }
  for (let i = weights.length - 1; i >= 0; i--) if ((weights[i] as number) > 0) return i;
  return 0;
}
