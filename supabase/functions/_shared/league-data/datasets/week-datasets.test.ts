import assert from "node:assert/strict";
import type { MflQuery } from "../../mfl/queries.ts";
import type { UpstreamResult } from "../../upstream/result.ts";
import type { UpstreamGet } from "../upstream-call.ts";
import { leagueWeekDatasets } from "./registry.ts";
import { readWeekCopy } from "./week-datasets.ts";

/** An upstream that answers MFL's raw body through the query's own normaliser, and keeps what it was asked. */
function upstreamAnswering(body: Record<string, unknown>): UpstreamGet & { asked: MflQuery<unknown>[] } {
  const asked: MflQuery<unknown>[] = [];
  return {
    asked,
    get<T>(query: MflQuery<T>): Promise<UpstreamResult<T>> {
      asked.push(query as MflQuery<unknown>);
      return Promise.resolve({ data: query.normalise(body as never), stale: true, fetchedAt: "2026-11-22T18:00:00.000Z", staleReason: "server_error" });
    },
  };
}

Deno.test("week datasets: the registry names each by its own kind", () => {
  for (const [kind, dataset] of Object.entries(leagueWeekDatasets)) assert.equal(dataset.kind, kind);
  assert.deepEqual(Object.keys(leagueWeekDatasets).sort(), ["live_scores", "projections", "week_scores"]);
});

Deno.test("week datasets: projections are the league's shared copy of the week, player id → points, unscored players left out", async () => {
  const upstream = upstreamAnswering({
    projectedScores: { week: "12", playerScore: [{ id: "13604", score: "18.25" }, { id: "14777", score: "" }, { id: "15281", score: "0" }] },
  });
  const copy = await readWeekCopy(leagueWeekDatasets.projections, upstream, { leagueId: "61408", year: 2026, week: 12 }, { cookie: "c" });
  assert.deepEqual(copy.data, { "13604": 18.25, "15281": 0 });
  // The copy's freshness comes through as the upstream said it.
  assert.deepEqual([copy.stale, copy.fetchedAt, copy.staleReason], [true, "2026-11-22T18:00:00.000Z", "server_error"]);
  assert.deepEqual(upstream.asked.map((q) => [q.type, q.leagueId, q.year, q.params.W, q.scope]), [["projectedScores", "61408", 2026, "12", "league"]]);
});

Deno.test("week datasets: live scores are asked for the named week with details, fresh no later than the next kickoff", async () => {
  const upstream = upstreamAnswering({ liveScoring: { week: "12", matchup: [] } });
  const kickoff = Date.parse("2026-11-22T18:00:00Z");
  await readWeekCopy(leagueWeekDatasets.live_scores, upstream, {
    leagueId: "61408",
    year: 2026,
    week: 12,
    clock: { anyGameLive: false, nextKickoffMs: kickoff },
  }, { cookie: "c" });
  const [query] = upstream.asked;
  assert.deepEqual([query.type, query.params.W, query.params.DETAILS], ["liveScoring", "12", "1"]);
  const intervals = { poll_interval_active_sec: 60, poll_interval_idle_sec: 3600 };
  // Idle for an hour, but the kickoff 90 s away ends the copy's freshness there.
  assert.equal(query.ttl!(query.normalise({ liveScoring: { week: "12", matchup: [] } } as never), intervals as never, kickoff - 90_000), 90);
});
