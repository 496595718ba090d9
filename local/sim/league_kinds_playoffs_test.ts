// The new leagues' playoff brackets once the season is over: the best of the final standings, one
// round a week, the winners meeting next; in the 16-team league the championship is week 18.
import { asList, assert, franchisesOf, login, mflJson, startFrozen } from "./test-helpers.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

Deno.test({
  name: "league kinds after the season: playoff brackets, the 16-team championship in week 18",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn(t) {
    const sim = await startFrozen({ clock: { at: "2027-01-06T12:00:00Z" } });
    const demo = await login(sim, "demo", "demo123");
    const get = async (q: Record<string, string>) => await mflJson(sim, "www61", { ...q, L: "91624" }, demo);
    try {
      await t.step("seeds 1-8 of the final standings meet 1v8, 4v5, 2v7, 3v6 in week 16; winners go on", async () => {
        const seeds = (await get({ TYPE: "leagueStandings" })).leagueStandings.franchise.map((r: Json) => r.id);
        const weeks = (await get({ TYPE: "schedule" })).schedule.weeklySchedule;
        const round = (w: number) => asList(weeks.find((x: Json) => x.week === String(w)).matchup) as Json[];
        const seedOf = (id: string) => seeds.indexOf(id) + 1;
        assert.deepEqual(round(16).map((m) => m.franchise.map((f: Json) => seedOf(f.id))), [[8, 1], [5, 4], [7, 2], [6, 3]], "better seed at home");
        let alive = round(16);
        for (const w of [17, 18]) {
          const winners = alive.map((m) => {
            const [a, h] = m.franchise;
            assert.ok([a.result, h.result].sort().join() === "L,W", `week ${w - 1}: a winner and a loser`);
            return a.result === "W" ? a.id : h.id;
          });
          const next = round(w);
          assert.equal(next.length, winners.length / 2, `week ${w}`);
          assert.deepEqual(next.flatMap((m) => m.franchise.map((f: Json) => f.id)).sort(), winners.sort(), `week ${w}: the winners`);
          alive = next;
        }
        // Week 18: the championship, a single matchup (MFL's single-item object).
        const final = weeks.find((x: Json) => x.week === "18");
        assert.ok(!Array.isArray(final.matchup) && final.matchup.franchise.length === 2);
        const wr = (await get({ TYPE: "weeklyResults", W: "18" })).weeklyResults;
        assert.equal(wr.matchup.regularSeason, "0");
        assert.equal((await get({ TYPE: "weeklyResults", W: "15" })).weeklyResults.matchup[0].regularSeason, "1");
        const live = (await get({ TYPE: "liveScoring", W: "18" })).liveScoring;
        assert.ok(!Array.isArray(live.matchup));
        assert.deepEqual(franchisesOf(live).map((f: Json) => f.id).sort(), final.matchup.franchise.map((f: Json) => f.id).sort());
      });

      await t.step("every league's playoff weeks are set once its season is over", async () => {
        for (const [L, host, teams, first, last] of [["40517", "www49", 8, 15, 17], ["28830", "www54", 4, 15, 16], ["66120", "www44", 4, 14, 15], ["37745", "www73", 4, 15, 16]] as const) {
          const weeks = (await mflJson(sim, host, { TYPE: "schedule", L }, demo)).schedule.weeklySchedule;
          for (let w = first, n = teams / 2; w <= last; w++, n /= 2) {
            const ms = asList(weeks.find((x: Json) => x.week === String(w)).matchup) as Json[];
            assert.equal(ms.length, n, `${L} week ${w}`);
            assert.ok(ms.every((m) => m.franchise[0].id !== m.franchise[1].id && m.franchise[0].score), `${L} week ${w}`);
          }
        }
      });

      await t.step("between rounds: the next round is set, the one after lists the franchises still in against themselves", async () => {
        const set = await fetch(`${sim.url}/_sim/clock`, { method: "POST", body: JSON.stringify({ at: "2026-12-22T12:00:00Z" }) });
        assert.equal((await set.json()).weeks.CompletedWeek, 16);
        const weeks = (await get({ TYPE: "schedule" })).schedule.weeklySchedule;
        const round = (w: number) => asList(weeks.find((x: Json) => x.week === String(w)).matchup) as Json[];
        const semis = round(17);
        assert.equal(semis.length, 2);
        assert.ok(semis.every((m) => m.franchise[0].id !== m.franchise[1].id && m.franchise[0].result === "T" && !m.franchise[0].score));
        const final = round(18);
        assert.deepEqual(final.map((m) => m.franchise[0].id).sort(), semis.flatMap((m) => m.franchise.map((f: Json) => f.id)).sort());
        assert.ok(final.every((m) => m.franchise[0].id === m.franchise[1].id));
      });
    } finally {
      await sim.close();
    }
  },
});
