import assert from "node:assert/strict";
import { normalCdf, normalSampler, seededRandom } from "./normal.ts";
import { DEFAULT_SPREADS, estimateSpreads, finalScoreDistribution, type SideOutlook, winProbability } from "./win-probability.ts";

const starters = (projections: number[], fractionLeft: number) => projections.map((projection) => ({ position: "WR", projection, fractionLeft }));

Deno.test("normalCdf: known values", () => {
  assert.ok(Math.abs(normalCdf(0) - 0.5) < 1e-7);
  assert.ok(Math.abs(normalCdf(1.959964) - 0.975) < 1e-6);
  assert.ok(Math.abs(normalCdf(-1) - 0.158655) < 1e-6);
});

Deno.test("winProbability: even before kickoff is a coin flip, a projected edge is an edge, a finished game is certain", () => {
  const even: SideOutlook = { score: 0, players: starters([10, 10, 10], 1) };
  assert.ok(Math.abs(winProbability(even, even) - 0.5) < 1e-6);
  const better: SideOutlook = { score: 0, players: starters([15, 15, 15], 1) };
  const p = winProbability(better, even);
  assert.ok(p > 0.7 && p < 0.99, String(p));
  assert.ok(Math.abs(winProbability(even, better) - (1 - p)) < 1e-9, "symmetric");
  assert.equal(winProbability({ score: 101, players: starters([10], 0) }, { score: 100, players: starters([30], 0) }), 1);
  assert.equal(winProbability({ score: 100, players: [] }, { score: 100, players: [] }), 0.5);
});

Deno.test("winProbability: the same lead means more with less time left", () => {
  const lead = (left: number) => winProbability({ score: 10, players: starters([10, 10, 10], left) }, { score: 0, players: starters([10, 10, 10], left) });
  assert.ok(lead(1) < lead(0.5) && lead(0.5) < lead(0.1) && lead(0.1) < 1);
});

Deno.test("winProbability is calibrated when scores follow its own model (20,000 simulated matchups)", () => {
  // Draw each player's whole game from N(projection, spread²) and play it out in two halves: the
  // half-time probability must match how often the side ahead by the model then wins.
  const random = seededRandom(7);
  const z = normalSampler(random);
  const bins = Array.from({ length: 10 }, () => ({ p: 0, won: 0, n: 0 }));
  for (let n = 0; n < 20_000; n++) {
    const projections = () => Array.from({ length: 9 }, () => 4 + random() * 16);
    const pa = projections();
    const pb = projections();
    const half = (ps: number[]) => ps.map((p) => p / 2 + z() * Math.max(2, 0.6 * p) * Math.SQRT1_2);
    const ha = half(pa);
    const hb = half(pb);
    const prob = winProbability(
      { score: ha.reduce((s, x) => s + x, 0), players: starters(pa, 0.5) },
      { score: hb.reduce((s, x) => s + x, 0), players: starters(pb, 0.5) },
    );
    const final = (h: number[], ps: number[]) => h.reduce((s, x) => s + x, 0) + half(ps).reduce((s, x) => s + x, 0);
    const won = final(ha, pa) > final(hb, pb) ? 1 : 0;
    const bin = bins[Math.min(9, Math.floor(prob * 10))];
    bin.p += prob;
    bin.won += won;
    bin.n++;
  }
  for (const [i, bin] of bins.entries()) {
    if (bin.n < 500) continue;
    const gap = Math.abs(bin.p / bin.n - bin.won / bin.n);
    assert.ok(gap < 0.03, `bin ${i * 10}-${i * 10 + 10} %: predicted ${(bin.p / bin.n).toFixed(3)}, won ${(bin.won / bin.n).toFixed(3)} (${bin.n})`);
  }
});

Deno.test("finalScoreDistribution: a player's rest counts by the time he has left", () => {
  const d = finalScoreDistribution({ score: 12, players: [{ position: "QB", projection: 20, fractionLeft: 0.25 }] }, DEFAULT_SPREADS);
  assert.equal(d.mean, 17);
  assert.ok(Math.abs(d.variance - 12 ** 2 * 0.25) < 1e-9);
});

Deno.test("estimateSpreads: a position's sd ÷ mean over players with enough weeks", () => {
  const players = Array.from({ length: 6 }, () => ({ position: "RB", weekly: [5, 15, 10, 10] }));
  const model = estimateSpreads([...players, { position: "TE", weekly: [1, 2, 3] }]);
  const sd = Math.sqrt((25 + 25) / 3);
  assert.ok(Math.abs(model.ratio.RB - sd / 10) < 1e-9);
  assert.equal(model.ratio.TE, undefined, "too few tight ends: the default stands");
});
