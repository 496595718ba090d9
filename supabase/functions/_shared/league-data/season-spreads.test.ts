import assert from "node:assert/strict";
import { DEFAULT_SPREADS } from "../insights/win-probability.ts";
import type { LeagueReader } from "./league-store.ts";
import { forgetSeasonSpreads, seasonSpreads } from "./season-spreads.ts";

/** A reader of the Top Players view answering `scores`, counting its reads. */
function reader(scores: unknown[] | Error): LeagueReader & { reads: number } {
  const r = {
    reads: 0,
    view(rpc: string) {
      r.reads++;
      assert.equal(rpc, "league_view_top_players");
      if (scores instanceof Error) return Promise.reject(scores);
      return Promise.resolve({ membership: null, states: [], franchises: [], rows: { scores, rosters: [] } });
    },
  };
  return r;
}

const steady = (i: number) => ({ position: "QB", weekly_scores: { "1": 18 + i, "2": 22 + i, "3": 20 + i, "4": 20 + i } });
const wild = (i: number) => ({ position: "WR", weekly_scores: { "1": 2 + i, "2": 25 + i, "3": 8 + i, "4": 15 + i } });

Deno.test("the league's own weekly scores set each position's spread; a season read once an hour per isolate", async () => {
  forgetSeasonSpreads();
  const view = reader([...[0, 1, 2, 3, 4].map(steady), ...[0, 1, 2, 3, 4].map(wild)]);
  const model = await seasonSpreads(view, "61408", 2026, 0);
  assert.ok(model.ratio.QB < 0.2 && model.ratio.WR > 0.5, JSON.stringify(model.ratio));
  await seasonSpreads(view, "61408", 2026, 30 * 60_000);
  assert.equal(view.reads, 1, "kept");
  await seasonSpreads(view, "61408", 2026, 61 * 60_000);
  assert.equal(view.reads, 2, "read again after an hour");
});

Deno.test("no stored scores, or a read that fails: the default spread, tried again a minute later", async () => {
  forgetSeasonSpreads();
  assert.deepEqual((await seasonSpreads(reader([]), "1", 2026, 0)).ratio, {});
  const failing = reader(new Error("database down"));
  assert.equal(await seasonSpreads(failing, "2", 2026, 0), DEFAULT_SPREADS);
  await seasonSpreads(failing, "2", 2026, 30_000);
  assert.equal(failing.reads, 1);
  await seasonSpreads(failing, "2", 2026, 61_000);
  assert.equal(failing.reads, 2);
});
