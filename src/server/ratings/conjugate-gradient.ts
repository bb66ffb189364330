/**
 * Jacobi-preconditioned conjugate gradient for a symmetric positive definite system M·x = b, with M given
 * only as a product. The rating systems are sparse (each game touches four unknowns), so forming M would
 * cost more than solving with it, and last week's solution is an excellent starting point.
 */

export interface ConjugateGradientResult {
  readonly x: Float64Array;
  readonly iterations: number;
  /** max |r_i / M_ii| at exit: the size of the Jacobi step still left, in the unknowns' units. */
  readonly stepLeft: number;
}

export interface ConjugateGradientOptions {
  /**
   * Stop when every remaining Jacobi step |r_i / M_ii| is below this, in the unknowns' own units (rating
   * points here). Absolute rather than relative to ‖b‖: a heavily penalised unknown can make ‖b‖ huge
   * and a relative test stop before the others have moved.
   */
  readonly tolerance?: number;
  readonly maxIterations?: number;
}

function dot(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

export function conjugateGradient(
  multiply: (v: Float64Array, out: Float64Array) => void,
  b: Float64Array,
  diagonal: Float64Array,
  start: Float64Array,
  options: ConjugateGradientOptions = {},
): ConjugateGradientResult {
  const n = b.length;
  if (diagonal.length !== n || start.length !== n) throw new RangeError('dimension mismatch');
  const tolerance = options.tolerance ?? 1e-9;
  const maxIterations = options.maxIterations ?? Math.max(50, 4 * n);
  const x = Float64Array.from(start);
  const r = new Float64Array(n);
  const z = new Float64Array(n);
  const p = new Float64Array(n);
  const q = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    if (!(diagonal[i]! > 0)) throw new RangeError('the system is not positive definite (zero diagonal)');
  }
  const stepLeft = () => {
    let m = 0;
    for (let i = 0; i < n; i++) m = Math.max(m, Math.abs(r[i]! / diagonal[i]!));
    return m;
  };
  multiply(x, q);
  for (let i = 0; i < n; i++) r[i] = b[i]! - q[i]!;
  let residual = stepLeft();
  if (residual <= tolerance) return { x, iterations: 0, stepLeft: residual };
  for (let i = 0; i < n; i++) {
    z[i] = r[i]! / diagonal[i]!;
    p[i] = z[i]!;
  }
  let rz = dot(r, z);
  let iterations = 0;
  while (iterations < maxIterations) {
    iterations++;
    multiply(p, q);
    const pq = dot(p, q);
    if (!(pq > 0)) throw new RangeError('the system is not positive definite');
    const alpha = rz / pq;
    for (let i = 0; i < n; i++) {
      x[i] = x[i]! + alpha * p[i]!;
      r[i] = r[i]! - alpha * q[i]!;
    }
    residual = stepLeft();
    if (residual <= tolerance) break;
    for (let i = 0; i < n; i++) z[i] = r[i]! / diagonal[i]!;
    const rzNext = dot(r, z);
    const beta = rzNext / rz;
    rz = rzNext;
    for (let i = 0; i < n; i++) p[i] = z[i]! + beta * p[i]!;
  }
  return { x, iterations, stepLeft: residual };
}
