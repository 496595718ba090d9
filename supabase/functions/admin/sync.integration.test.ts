// Every sync operation as a job, end to end on a real stack (_testing/admin-sync-stack.ts): the
// rows in the tables equal the simulator's exports, a second run within the TTLs changes nothing
// and asks MFL nothing, a league failing midway leaves the others synced, dead jobs read failed.
import assert from "node:assert/strict";
import { SYNC_OPERATIONS, syncOperations } from "../_shared/contracts/admin-sync.ts";
import { serviceClient } from "../_shared/supabase.ts";
import { userToken } from "../_testing/helpers.ts";
import { MEMBER, STRANGER, YEAR } from "../_testing/league-stack.ts";
import { storeMflSession } from "../_shared/credentials/mfl-session.ts";
import { MflClient } from "../_shared/mfl/client.ts";
import type { Json } from "../_testing/league-stack.ts";
import { type AdminSyncStack, withAdminSyncStack } from "../_testing/admin-sync-stack.ts";

const LEAGUES = ["35112", "61408", "72901"];
const WEEK_MS = 7 * 24 * 3600 * 1000;
const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const routeOf = (op: string) => syncOperations[op as keyof typeof syncOperations].apiPath.replace(/^\/api/, "");

async function simPublic(stack: AdminSyncStack, type: string, extra = ""): Promise<Json> {
  const res = await fetch(`${stack.sim.url}/${YEAR}/export?TYPE=${type}${extra}&JSON=1`);
  return await res.json();
}

async function rows(table: string, columns: string, filter: Record<string, string | number>): Promise<Json[]> {
  let query = serviceClient().from(table).select(columns);
  for (const [column, value] of Object.entries(filter)) query = query.eq(column, value);
  const { data, error } = await query;
  if (error) throw new Error(`${table}: ${error.message}`);
  return data as unknown as Json[];
}

Deno.test({
  name: "admin syncs as jobs on the simulator and a real database",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: (t) =>
    withAdminSyncStack(async (stack) => {
      const { post, call, sim, count } = stack;

      await t.step("every admin route: 401 without a session, 403 'Admin access required' for a member", async () => {
        const member = await userToken(MEMBER);
        const routes: [string, string, unknown?][] = [
          ["GET", "/admin/settings"],
          ["PUT", "/admin/settings", {}],
          ["GET", "/admin/sync-metadata"],
          ...SYNC_OPERATIONS.map((op): [string, string, unknown] => ["POST", routeOf(op), {}]),
        ];
        for (const [method, path, body] of routes) {
          const anon = await call(method, path, { token: "", body });
          assert.equal(anon.status, 401, `${method} ${path} anonymous`);
          const forbidden = await call(method, path, { token: member, body });
          assert.deepEqual([forbidden.status, forbidden.body.error], [403, "Admin access required"], `${method} ${path} as a member`);
        }
        // The schedules' route takes the service credential only.
        const runJob = await call("POST", "/admin/run-job", { body: { jobId: 1 } });
        assert.deepEqual([runJob.status, runJob.body.error], [403, "Service role required"]);
        assert.equal((await call("POST", "/admin/run-job", { token: "", body: { jobId: 1 } })).status, 401);
        assert.equal(await count("sync_jobs"), 0, "no job was started by anyone refused");
      });

      await t.step("bad input is a 400 naming the field", async () => {
        const cases: [string, unknown, RegExp][] = [
          ["/admin/sync-transactions", { syncMode: "everything" }, /syncMode must be one of incremental, full/],
          ["/admin/sync-rosters", { season: "next" }, /season/],
          ["/admin/sync-rosters", { surprise: 1 }, /unknown field surprise/],
          ["/admin/sync-players-data", { leagueId: "61408" }, /leagueId applies to league syncs only/],
          ["/fantasypoints/trigger-github-workflow", { week: 40 }, /week/],
        ];
        for (const [path, body, error] of cases) {
          const { status, body: answer } = await post(path, body);
          assert.equal(status, 400, `${path} ${JSON.stringify(body)}`);
          assert.match(answer.error, error);
        }
      });

      await t.step("reference syncs: the tables hold exactly the simulator's players, bye weeks, injuries and NFL games", async () => {
        for (const op of ["players-data", "bye-weeks", "injuries", "nfl-schedules"]) {
          const { status, body } = await post(routeOf(op), { season: YEAR });
          assert.equal(status, 200, JSON.stringify(body));
          assert.equal(body.success, true, `${op}: ${body.error}`);
          assert.equal(body.job.status, "succeeded");
          assert.equal(body.job.started_by_label, "admin@test.local");
          assert.ok(body.stats.upstreamCalls >= 1, `${op} asked MFL`);
          assert.equal(body.stats.added, body.stats.rows, `${op}: every row new`);
          // players-data also builds the canonical players (player identity) from the same export
          assert.equal(body.details.length, op === "players-data" ? 2 : 1);
        }
        const players = asList((await simPublic(stack, "players")).players.player as Json[]);
        assert.equal(await count("nfl_players", { year: YEAR }), players.length);
        assert.equal(await count("canonical_players"), players.length, "players-data built the canonical players too");
        const byes = (await simPublic(stack, "nflByeWeeks")).nflByeWeeks.team as Json[];
        assert.equal(await count("nfl_bye_weeks", { year: YEAR }), byes.length);
        const injured = asList((await simPublic(stack, "injuries")).injuries.injury as Json[]);
        assert.equal(await count("player_injuries", { year: YEAR }), injured.length);
        const weeks = asList((await simPublic(stack, "nflSchedule", "&W=ALL")).fullNflSchedule?.nflSchedule as Json[]);
        const games = weeks.reduce((n, w) => n + asList(w.matchup).length, 0);
        assert.equal(await count("nfl_schedules", { year: YEAR }), games);
      });

      await t.step("league syncs: every league's rows equal the simulator's exports", async () => {
        const ops = ["franchises", "league-settings", "schedules", "league-standings", "rosters", "transactions", "player-scores"];
        for (const op of ops) {
          const { status, body } = await post(routeOf(op), {});
          assert.equal(status, 200, JSON.stringify(body));
          assert.equal(body.success, true, `${op}: ${body.error}`);
          assert.deepEqual(body.details.map((d: Json) => [d.id, d.status]), LEAGUES.map((l) => [l, "synced"]), op);
          assert.deepEqual(body.stats.leagues, { total: 3, synced: 3, failed: 0, skipped: 0 });
          assert.equal(body.job.progress_done, 3);
          assert.equal(body.job.progress_total, 3);
          assert.equal(body.job.mfl_week, 12, "the week the sync ran in");
        }
        for (const leagueId of LEAGUES) {
          const league = (await stack.simExport("league", leagueId)).league;
          const franchises = asList(league.franchises.franchise as Json[]);
          const stored = await rows("league_franchises", "franchise_id,franchise_name", { league_id: leagueId, year: YEAR });
          assert.deepEqual(stored.map((f) => f.franchise_id).sort(), franchises.map((f) => f.id).sort(), `franchises of ${leagueId}`);
          for (const f of franchises) assert.equal(stored.find((s) => s.franchise_id === f.id)!.franchise_name, f.name);

          const [settings] = await rows("league_settings", "starting_positions,source", { league_id: leagueId, year: YEAR });
          const positions = asList(league.starters.position as Json[]).map((p) => ({ name: p.name, limit: p.limit }));
          assert.deepEqual(settings.starting_positions, positions, `starters of ${leagueId}`);

          const standings = asList((await stack.simExport("leagueStandings", leagueId)).leagueStandings.franchise as Json[]);
          const storedStandings = await rows("league_standings", "franchise_id,wins,losses,points_for", { league_id: leagueId, year: YEAR });
          assert.equal(storedStandings.length, standings.length);
          for (const s of standings) {
            const ours = storedStandings.find((r) => r.franchise_id === s.id)!;
            assert.deepEqual([ours.wins, ours.losses, Number(ours.points_for)], [Number(s.h2hw), Number(s.h2hl), Number(s.pf)], `standing of ${s.id}`);
          }

          const simRosters = asList((await stack.simExport("rosters", leagueId)).rosters.franchise as Json[]);
          const rostered = simRosters.reduce((n, f) => n + asList(f.player).length, 0);
          assert.equal(await count("league_rosters", { league_id: leagueId, year: YEAR }), rostered, `rosters of ${leagueId}`);

          const moves = asList((await stack.simExport("transactions", leagueId)).transactions.transaction as Json[]);
          const franchiseMoves = moves.filter((m) => m.franchise && m.franchise !== "0000");
          assert.equal(await count("league_transactions", { league_id: leagueId, year: YEAR }), franchiseMoves.length, `transactions of ${leagueId}`);

          const weeks = asList((await stack.simExport("schedule", leagueId)).schedule.weeklySchedule as Json[]);
          const slots = weeks.reduce((n, w) => n + asList(w.matchup).reduce((m: number, x: Json) => m + asList(x.franchise).length, 0), 0);
          assert.equal(await count("league_schedule", { league_id: leagueId, year: YEAR }), slots, `schedule of ${leagueId}`);

          const week3 = asList((await stack.simExport("playerScores", leagueId, "&W=3")).playerScores.playerScore as Json[])
            .filter((s) => s.score !== "");
          const stored3 = await rows("league_player_scores", "player_id,score", { league_id: leagueId, year: YEAR, week: 3 });
          assert.equal(stored3.length, week3.length, `week 3 scores of ${leagueId}`);
          for (const s of week3.slice(0, 20)) assert.equal(Number(stored3.find((r) => r.player_id === s.id)!.score), Number(s.score));
        }
      });

      await t.step("projections: every league's current week fetched once into the shared cache", async () => {
        sim.counters.reset();
        const { status, body } = await post("/fantasypoints/trigger-github-workflow", {});
        assert.equal(status, 200, JSON.stringify(body));
        assert.equal(body.success, true, body.error);
        assert.equal(body.job.operation, "projections");
        assert.equal(body.job.mfl_week, 12);
        assert.equal(sim.counters.byEndpoint["mfl:export:projectedScores"], 3, JSON.stringify(sim.counters.byEndpoint));
        for (const d of body.details) {
          const projected = asList((await stack.simExport("projectedScores", d.id, "&W=12")).projectedScores.playerScore as Json[])
            .filter((p) => p.score !== "" && p.score !== undefined);
          assert.equal(d.rows, projected.length, `projections of ${d.id}`);
        }
      });

      await t.step("a second run within the TTLs: no MFL call, no row changed", async () => {
        sim.counters.reset();
        for (const op of SYNC_OPERATIONS.filter((o) => o !== "tank01-players")) {
          const { status, body } = await post(routeOf(op), {});
          assert.equal(status, 200, `${op}: ${JSON.stringify(body)}`);
          assert.equal(body.success, true, `${op}: ${body.error}`);
          assert.deepEqual([body.stats.added, body.stats.changed, body.stats.removed, body.stats.upstreamCalls], [0, 0, 0, 0], `${op} again`);
          assert.ok(body.stats.rows > 0, `${op} still holds its rows`);
        }
        assert.equal(sim.counters.total, 0, JSON.stringify(sim.counters.byEndpoint));
      });

      await t.step("full transaction sync: MFL is asked again and every league's transactions replaced, nothing lost", async () => {
        const before = await Promise.all(LEAGUES.map((l) => count("league_transactions", { league_id: l, year: YEAR })));
        sim.counters.reset();
        const { body } = await post("/admin/sync-transactions", { syncMode: "full" });
        assert.equal(body.success, true, body.error);
        assert.equal(body.job.params.syncMode, "full");
        assert.equal(sim.counters.byEndpoint["mfl:export:transactions"], 3);
        assert.ok(body.stats.upstreamCalls >= 3);
        assert.deepEqual([body.stats.added, body.stats.changed, body.stats.removed], [0, 0, 0], "the same season, the same rows");
        assert.deepEqual(await Promise.all(LEAGUES.map((l) => count("league_transactions", { league_id: l, year: YEAR }))), before);
      });

      await t.step("sync metadata: the last completed run per sync type with its week, nothing running", async () => {
        const meta = await stack.metadata();
        assert.equal(meta.success, true);
        const types = meta.metadata.map((m: Json) => m.sync_type);
        assert.deepEqual(types, SYNC_OPERATIONS.filter((o) => o !== "tank01-players").sort());
        for (const m of meta.metadata) {
          assert.equal(m.mfl_week, 12);
          assert.ok(Date.parse(m.sync_completed_at) > 0);
        }
        assert.deepEqual(meta.running, []);
        assert.ok(meta.recent.length > 20 && meta.recent.length <= 50);
        assert.deepEqual(meta.operations.find((o: Json) => o.operation === "tank01-players")?.available, true, "the Tank01 player sync exists (player identity)");
      });

      await t.step("a league failing midway: partly failed, the failed league keeps its data, the others are synced", async () => {
        // A week later standings changed; one league's host answers 503 to its standings.
        sim.world.clock.step(WEEK_MS / 1000);
        stack.advance(WEEK_MS);
        await stack.db.sql("update public.user_profile set mfl_cookie_expires_at = now() + interval '60 days'");
        const failing = "61408";
        const before = await rows("league_standings", "franchise_id,wins,losses", { league_id: failing, year: YEAR });
        const fault = await (await fetch(`${sim.url}/_sim/faults`, {
          method: "POST",
          body: JSON.stringify({ match: "mfl:export:leagueStandings", kind: "status", status: 503, league: failing }),
        })).json();
        try {
          const { status, body } = await post("/admin/sync-league-standings", {});
          assert.equal(status, 200);
          assert.equal(body.success, false);
          assert.equal(body.job.status, "partly_failed");
          assert.match(body.error, /1 of 3 leagues not synced: .*61408/);
          assert.deepEqual(body.details.map((d: Json) => [d.id, d.status]), LEAGUES.map((l) => [l, l === failing ? "failed" : "synced"]));
          assert.ok(body.stats.changed > 0, "the others' standings moved on");
          assert.deepEqual(await rows("league_standings", "franchise_id,wins,losses", { league_id: failing, year: YEAR }), before);
          const [state] = await rows("league_sync_state", "stale,last_error", { league_id: failing, year: YEAR, kind: "standings" });
          assert.equal(state.stale, true);
        } finally {
          await fetch(`${sim.url}/_sim/faults/${fault.id}`, { method: "DELETE" });
        }
      });

      await t.step("a league without a member whose MFL session is valid is skipped and listed", async () => {
        await stack.db.sql(`update public.user_profile set mfl_cookie_expires_at = now() - interval '1 day' where user_id = '${MEMBER}'`);
        try {
          const { body } = await post("/admin/sync-rosters", {});
          assert.equal(body.success, false);
          assert.equal(body.job.status, "failed");
          assert.deepEqual(body.details.map((d: Json) => d.status), ["skipped", "skipped", "skipped"]);
          assert.match(body.error, /No league could be synced: .*No verified member of this league has a valid MFL session/);
        } finally {
          await stack.db.sql("update public.user_profile set mfl_cookie_expires_at = now() + interval '60 days'");
        }
      });

      await t.step("one job per operation, whatever its scope: a second start answers 409 with the running job; a dead job reads failed", async () => {
        const now = stack.now();
        await stack.db.sql(`insert into public.sync_jobs (operation, scope, status, started_at, lease_until, heartbeat_at, started_by_label)
          values ('rosters', '${YEAR}', 'running', to_timestamp(${now / 1000}), to_timestamp(${now / 1000 + 5}), to_timestamp(${now / 1000}), 'system')`);
        const busy = await post("/admin/sync-rosters", {});
        assert.equal(busy.status, 409);
        assert.equal(busy.body.error, `Rosters sync is already running (job ${busy.body.job.id} for every league, season ${YEAR}, started by system): one runs at a time, start it again when that one ends`);
        assert.equal(busy.body.job.status, "running");
        // One league while every league is synced: the same answer, nothing started.
        const one = await post("/admin/sync-rosters", { leagueId: "35112" });
        assert.deepEqual([one.status, one.body.job.id, one.body.job.scope], [409, busy.body.job.id, String(YEAR)]);
        assert.equal(await count("sync_jobs", { operation: "rosters", status: "running" }), 1);
        // Its worker never beats again: once the lease has run out it reads failed, and a new start runs.
        stack.advance(10_000);
        const meta = await stack.metadata();
        const dead = meta.recent.find((j: Json) => j.id === busy.body.job.id);
        assert.equal(dead.status, "failed");
        assert.match(dead.error, /stopped before it finished/);
        assert.deepEqual(meta.running, []);
        assert.equal((await post("/admin/sync-rosters", {})).status, 200);
      });

      await t.step("rosters for every league and for league 61408 at once: the second is refused with the first, which runs to its end", async () => {
        stack.advance(3600_000); // past the rosters' TTL: the sync asks MFL, slowly
        const fault = await (await fetch(`${sim.url}/_sim/faults`, {
          method: "POST",
          body: JSON.stringify({ match: "mfl:export:rosters", kind: "latency", latencyMs: 1000 }),
        })).json();
        try {
          const everyLeague = post("/admin/sync-rosters", {});
          let running: Json | undefined;
          for (let i = 0; i < 100 && !running; i++) {
            running = (await stack.metadata()).running.find((j: Json) => j.operation === "rosters");
            if (!running) await new Promise((resolve) => setTimeout(resolve, 50));
          }
          assert.ok(running, "the sync for every league runs");
          const oneLeague = await post("/admin/sync-rosters", { leagueId: "61408" });
          assert.equal(oneLeague.status, 409);
          assert.deepEqual([oneLeague.body.job.id, oneLeague.body.job.scope], [running.id, String(YEAR)]);
          assert.match(oneLeague.body.error, /^Rosters sync is already running \(job \d+ for every league, season \d+, started by admin@test\.local\)/);
          const done = await everyLeague;
          assert.deepEqual([done.status, done.body.job.id, done.body.job.status], [200, running.id, "succeeded"]);
          assert.equal(await count("sync_jobs", { operation: "rosters", scope: `${YEAR}:61408` }), 0, "the one-league job never existed");
        } finally {
          await fetch(`${sim.url}/_sim/faults/${fault.id}`, { method: "DELETE" });
        }
      });

      await t.step("MFL refusing one member's session: the job marks it expired and uses the next member's, never a new login", async () => {
        const session = await new MflClient({ config: stack.config }).login("demo", "demo123", YEAR);
        await storeMflSession(serviceClient(), STRANGER, { username: "demo", ...session });
        // Both sessions valid on our clock (a week on); the member's lasts longer, so it is tried first.
        await stack.db.sql(`insert into public.user_leagues (user_id, league_id, franchise_id, verified_at, verified_year)
            values ('${STRANGER}', '61408', '0003', now(), ${YEAR});
          update public.user_profile set mfl_cookie_expires_at = now() + interval '30 days' where user_id = '${STRANGER}';
          update public.user_profile set mfl_cookie_expires_at = now() + interval '60 days' where user_id = '${MEMBER}';
          update public.user_leagues set verified_year = ${YEAR} where user_id = '${MEMBER}';`);
        await fetch(`${sim.url}/_sim/cookies/expire`, { method: "POST", body: JSON.stringify({ cookie: stack.session.cookie }) });
        sim.counters.reset();
        const { body } = await post("/admin/sync-league-standings", { leagueId: "61408", syncMode: "full" });
        assert.equal(body.success, true, body.error);
        assert.deepEqual(body.details.map((d: Json) => [d.id, d.status]), [["61408", "synced"]]);
        assert.equal(sim.counters.byEndpoint["mfl:login"] ?? 0, 0, "no login");
        const [member] = await rows("user_profile", "mfl_cookie_expires_at", { user_id: MEMBER });
        assert.ok(Date.parse(member.mfl_cookie_expires_at) <= stack.now(), "the refused session reads expired");
      });
    }),
});
