// How good a set of probability forecasts is against what happened: the Brier score (mean squared
// error of the probability; 0.25 for a coin flip) and a reliability table (forecasts grouped in 10 %
// bins: a calibrated model wins about as often in each bin as it said).

export interface Forecast {
  /** The forecast probability of the event. */
  p: number;
  /** What happened: 1, 0, or 0.5 for a tie. */
  outcome: number;
}

export function brier(forecasts: readonly Forecast[]): number {
  if (forecasts.length === 0) return NaN;
  return forecasts.reduce((s, f) => s + (f.p - f.outcome) ** 2, 0) / forecasts.length;
}

export interface ReliabilityBin {
  from: number;
  to: number;
  n: number;
  /** Mean forecast in the bin. */
  predicted: number;
  /** Mean outcome in the bin. */
  observed: number;
  /** Standard error of the observed share if the bin's forecasts were right. */
  standardError: number;
}

/** Forecasts in 10 % bins (a forecast of exactly 1 falls in the last bin). */
export function reliability(forecasts: readonly Forecast[], bins = 10): ReliabilityBin[] {
  const acc = Array.from({ length: bins }, () => ({ n: 0, p: 0, o: 0, v: 0 }));
  for (const f of forecasts) {
    const b = acc[Math.min(bins - 1, Math.floor(f.p * bins))];
    b.n++;
    b.p += f.p;
    b.o += f.outcome;
    b.v += f.p * (1 - f.p);
  }
  return acc.map((b, i) => ({
    from: i / bins,
    to: (i + 1) / bins,
    n: b.n,
    predicted: b.n ? b.p / b.n : NaN,
    observed: b.n ? b.o / b.n : NaN,
    standardError: b.n ? Math.sqrt(b.v) / b.n : NaN,
  }));
}

const pct = (x: number) => (Number.isNaN(x) ? "    –" : `${(x * 100).toFixed(1).padStart(5)}`);

/** The reliability table as text: one row per bin with its count, mean forecast and observed share. */
export function reliabilityTable(forecasts: readonly Forecast[]): string {
  const rows = reliability(forecasts).map((b) => {
    const gap = b.n ? (b.observed - b.predicted) / Math.max(b.standardError, 1e-9) : NaN;
    const flag = Math.abs(gap) > 3 ? "  ← off by more than 3 standard errors" : "";
    return `  ${String(Math.round(b.from * 100)).padStart(3)}–${String(Math.round(b.to * 100)).padEnd(3)} % ${String(b.n).padStart(7)}   ${pct(b.predicted)} % ${pct(b.observed)} %${flag}`;
  });
  return ["  bin          count   forecast  observed", ...rows].join("\n");
}
