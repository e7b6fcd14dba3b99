// Student's t distribution: the two-sided p-value of a t statistic and the quantile for a confidence interval.
// simple-statistics has no t distribution (only its test statistics), and nothing else installed does, so it
// is computed here from the regularized incomplete beta function (Numerical Recipes' continued fraction, with
// simple-statistics' gammaln for the prefactor): P(|T| > t) = I_{df/(df+t²)}(df/2, 1/2).
import { gammaln } from 'simple-statistics';

const EPS = 1e-14;
const TINY = 1e-300;

/** Lentz's continued fraction for the incomplete beta function (converges fast for x < (a+1)/(a+b+2)). */
function betaContinuedFraction(x: number, a: number, b: number): number {
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    for (const aa of [(m * (b - m) * x) / ((a + m2 - 1) * (a + m2)), (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1))]) {
      d = 1 + aa * d;
      if (Math.abs(d) < TINY) d = TINY;
      c = 1 + aa / c;
      if (Math.abs(c) < TINY) c = TINY;
      d = 1 / d;
      h *= d * c;
      if (aa < 0 && Math.abs(d * c - 1) < EPS) return h;
    }
  }
  return h;
}

/** The regularized incomplete beta function I_x(a, b) for x in [0, 1]. */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(gammaln(a + b) - gammaln(a) - gammaln(b) + a * Math.log(x) + b * Math.log(1 - x));
  // The fraction converges on the side of the mean; the symmetry I_x(a,b) = 1 - I_{1-x}(b,a) covers the other.
  return x < (a + 1) / (a + b + 2) ? (front * betaContinuedFraction(x, a, b)) / a : 1 - (front * betaContinuedFraction(1 - x, b, a)) / b;
}

/** Two-sided p-value P(|T| ≥ |t|) for a t statistic with `df` degrees of freedom. */
export function tTwoSidedP(t: number, df: number): number {
  if (!Number.isFinite(t)) return 0;
  return incompleteBeta(df / (df + t * t), df / 2, 0.5);
}

/** The t value with P(|T| ≤ t) = `coverage` (0.95 → the 97.5th percentile), by bisection on the p-value. */
export function tCritical(coverage: number, df: number): number {
  const target = 1 - coverage;
  let lo = 0;
  let hi = 1;
  while (tTwoSidedP(hi, df) > target) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (tTwoSidedP(mid, df) > target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
