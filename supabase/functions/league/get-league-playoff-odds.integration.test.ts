// Playoff odds end to end on a real stack (see _testing/league-stack.ts): the simulator's league at
// its Sunday of week 12, PostgreSQL with RLS, the league function; the setting written as the
// member through PostgREST, as the SPA writes it.
import assert from "node:assert/strict";
import { userClient } from "../_shared/supabase.ts";
import { userToken } from "../_testing/helpers.ts";
import { type Json, STRANGER, withLeagueStack } from "../_testing/league-stack.ts";

const sum = (teams: Json[], f: (t: Json) => number) => teams.reduce((s, t) => s + f(t), 0);
const near = (a: number, b: number, what: string) => assert.ok(Math.abs(a - b) < 1e-6, `${what}: ${a} ≠ ${b}`);

Deno.test({
  name: "GET /league-playoff-odds on the simulator and a real database",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: (t) =>
    withLeagueStack(async ({ sim, get, simExport, member }) => {
      await t.step("a stranger gets 'Access denied to league' and MFL is not asked; bad input is a 400", async () => {
        sim.counters.reset();
        const stranger = await get("/league-playoff-odds?leagueId=61408", await userToken(STRANGER));
        assert.deepEqual([stranger.status, stranger.body.error], [403, "Access denied to league"]);
        assert.equal(sim.counters.total, 0);
        const bad = await get("/league-playoff-odds?leagueId=6x");
        assert.equal(bad.status, 400);
        assert.match(bad.body.error, /leagueId must have digits only/);
      });

      await t.step("by default half the teams make it: chances add up to the places, byes and seeds; records are MFL's", async () => {
        const { status, body } = await get("/league-playoff-odds?leagueId=61408");
        assert.equal(status, 200, JSON.stringify(body));
        assert.deepEqual(body.setting, { playoffTeams: 6, byes: 2, chosen: false });
        assert.equal(body.week, 12, "the simulator's Sunday of week 12: weeks 12-14 left");
        const teams = body.teams as Json[];
        assert.equal(teams.length, 12);
        near(sum(teams, (t) => t.playoff), 6, "playoff places");
        near(sum(teams, (t) => t.bye), 2, "byes");
        for (let k = 0; k < 6; k++) near(sum(teams, (t) => t.seeds[k]), 1, `seed ${k + 1}`);
        const mfl = (await simExport("leagueStandings", "61408")).leagueStandings.franchise as Json[];
        assert.deepEqual(teams.map((t) => t.franchiseId), mfl.map((f) => f.id), "MFL's standings order");
        for (const f of mfl) {
          const ours = teams.find((t) => t.franchiseId === f.id)!;
          assert.deepEqual([ours.wins, ours.losses, ours.ties], [Number(f.h2hw), Number(f.h2hl), Number(f.h2ht)], f.id);
        }
        const mine = teams.find((t) => t.franchiseId === body.userFranchiseId)!;
        assert.ok(mine.ifWin >= mine.playoff && mine.playoff >= mine.ifLose, JSON.stringify(mine));
        const again = await get("/league-playoff-odds?leagueId=61408");
        assert.deepEqual(again.body.teams, body.teams, "the same week gives the same odds");
      });

      await t.step("the member's own setting changes the odds; as many byes as places is refused", async () => {
        const { error } = await userClient(member).from("league_playoff_settings")
          .upsert({ league_id: "61408", playoff_teams: 4, bye_teams: 0 });
        assert.equal(error, null);
        const { body } = await get("/league-playoff-odds?leagueId=61408");
        assert.deepEqual(body.setting, { playoffTeams: 4, byes: 0, chosen: true });
        near(sum(body.teams, (t) => t.playoff), 4, "four places");
        near(sum(body.teams, (t) => t.bye), 0, "no byes");
        const refused = await userClient(member).from("league_playoff_settings")
          .upsert({ league_id: "61408", playoff_teams: 4, bye_teams: 4 });
        assert.equal(refused.error?.code, "23514", "as many byes as places is refused");
      });
    }),
});
