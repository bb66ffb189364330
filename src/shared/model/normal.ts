/**
 * Standard normal distribution function.
 *
 * `normalCdf` is Hart's double-precision rational approximation (algorithm 5666 as restated by
 * G. West, "Better approximations to cumulative normal functions", 2005): absolute error below
 * 1e-14 over the whole line, far inside the 1e-7 the pricing needs, and relative error within ~1e-8
 * deep in the tails (it computes the tail directly instead of 1 − Φ), which keeps blow-out margins
 * from collapsing to zero probability.
 */

const SQRT_2PI = 2.5066282746310002;

/** Φ(z) = P(Z ≤ z) for Z ~ N(0, 1). */
export function normalCdf(z: number): number {
  if (Number.isNaN(z)) return Number.NaN;
  const x = Math.abs(z);
  let tail: number;
  if (x > 37) {
    tail = 0;
  } else {
    const e = Math.exp(-0.5 * x * x);
    if (x < 7.07106781186547) {
      let num = 3.52624965998911e-2 * x + 0.700383064443688;
      num = num * x + 6.37396220353165;
      num = num * x + 33.912866078383;
      num = num * x + 112.079291497871;
      num = num * x + 221.213596169931;
      num = num * x + 220.206867912376;
      let den = 8.83883476483184e-2 * x + 1.75566716318264;
      den = den * x + 16.064177579207;
      den = den * x + 86.7807322029461;
      den = den * x + 296.564248779674;
      den = den * x + 637.333633378831;
      den = den * x + 793.826512519948;
      den = den * x + 440.413735824752;
      tail = (e * num) / den;
    } else {
      // Continued fraction for the far tail, where the rational form loses relative accuracy.
      let cf = x + 0.65;
      cf = x + 4 / cf;
      cf = x + 3 / cf;
      cf = x + 2 / cf;
      cf = x + 1 / cf;
      tail = e / cf / SQRT_2PI;
    }
  }
  return z > 0 ? 1 - tail : tail;
}
