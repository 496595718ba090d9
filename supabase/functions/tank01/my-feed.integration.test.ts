// My Players Feed end to end on the simulator and a real database: the demo account's rosters in
// its three leagues (the league function's rosters dataset), player identity from the admin's MFL
// backfill and Tank01 sync, the tank01 function with the shared cache table, the final-games table
// and the shared budget. At the frozen default clock, then after stepping the simulator's clock
// until one of demo's players scores a touchdown.
import assert from "node:assert/strict";
import { authorize, isAdminUser } from "../_shared/auth.ts";
import { myFeedResponseSchema } from "../_shared/contracts/tank01-my-feed.ts";
import { readSettings } from "../_shared/settings.ts";
import { serviceClient, userClient } from "../_shared/supabase.ts";
import { tableFinalGames } from "../_shared/tank01/final-games.ts";
import { LiveFeed } from "../_shared/tank01/live-feed.ts";
import { rosterSource } from "../_shared/tank01/my-feed.ts";
import { Tank01Upstream } from "../_shared/tank01/upstream.ts";
import { TableBudget } from "../_shared/upstream/table-budget.ts";
import { TableCacheStore } from "../_shared/upstream/table-store.ts";
import { withAdminSyncStack } from "../_testing/admin-sync-stack.ts";
import { request } from "../_testing/helpers.ts";
import { type Json, MEMBER } from "../_testing/league-stack.ts";
import { fetchTruth } from "../../../local/testing/identity-truth.ts";
import { getUsage, tableUsage } from "./get-usage.ts";
import { createHandler } from "./handler.ts";

const LEAGUES = { "61408": ["0003", "Gridiron Gazette League"], "35112": ["0007", "Sunday Funday 10"], "72901": ["0011", "Dynasty Fourteen"] } as const;

Deno.test({
  name: "My Players Feed on the simulator and a real database",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: (t) =>
    withAdminSyncStack(async ({ sim, db, post, get, advance, now, member, admin }) => {
      // demo's own franchises (the stack verified MEMBER with a placeholder one).
      for (const [league, [franchise, name]] of Object.entries(LEAGUES)) {
        await db.sql(`update public.user_leagues set franchise_id = '${franchise}', display_name = '${name}' where user_id = '${MEMBER}' and league_id = '${league}'`);
        const rosters = await get(`/rosters?leagueId=${league}`);
        assert.equal(rosters.status, 200, JSON.stringify(rosters.body));
      }
      assert.equal((await post("/admin/backfill-players-master")).status, 200);
      assert.equal((await post("/admin/sync-tank01-players", {})).status, 200);

      const settings = () => readSettings(serviceClient());
      const tank01 = new Tank01Upstream({
        config: { apiBase: sim.tank01Base, apiKey: "test-key", apiHost: "tank01.test" },
        settings,
        store: new TableCacheStore(serviceClient()),
        budget: (clock, current) =>
          new TableBudget(serviceClient(), clock, current, { provider: "tank01", ratePerSec: 100, burst: 20, dailyCap: () => current().tank01_daily_call_budget }),
        clock: { now, setTimer: (ms, fn) => { const id = setTimeout(fn, ms); return () => clearTimeout(id); } },
      });
      const feed = new LiveFeed({ upstream: () => tank01, finals: () => tableFinalGames(serviceClient()) });
      const handler = createHandler({
        authorize,
        feed: () => feed,
        usage: () => tableUsage(serviceClient()),
        settings,
        configured: () => true,
        roster: (caller) => rosterSource(userClient(caller.jwt)),
        isAdmin: (userId) => isAdminUser(serviceClient(), userId),
        now,
      });
      const myFeed = async (token = member) => {
        const res = await handler(request("GET", "/tank01/my-feed", { token }));
        return { status: res.status, body: await res.json() as Json };
      };
      const truth = await fetchTruth(sim.url);
      const tank01Of = new Map(truth.tank01.map((r) => [r.mflId, r.tank01Id]));

      let first: Json;
      await t.step("at the frozen clock: demo's players in the live 1 pm games, newest first, with league names", async () => {
        const res = await myFeed();
        assert.equal(res.status, 200, JSON.stringify(res.body));
        assert.ok(myFeedResponseSchema.safeParse(res.body).success);
        first = res.body;
        assert.equal(first.meta.week, 12);
        assert.equal(first.meta.roster_admin_meta, undefined, "no admin meta for a user");
        assert.ok(first.player_stats.length > 0, "demo has players in the live games");
        assert.ok(first.items.length > 0, "and plays of theirs");
        const names = Object.values(LEAGUES).map(([, name]) => name as string);
        for (const s of first.player_stats) assert.ok(s.leagues.length > 0 && s.leagues.every((l: string) => names.includes(l)));
        const kickoffs = new Map(((await feed.scoreboard(await feed.currentWeek(now()))).body).map((g) => [g.gameID, Number(g.gameTime_epoch) * 1000]));
        for (const item of first.items) {
          const kickoff = kickoffs.get(item.gameID)!;
          assert.ok(item.ts >= kickoff && item.ts <= kickoff + 4 * 3600_000, `${item.play_text} dated within its game`);
        }
        const ts = first.items.map((i: Json) => i.ts);
        assert.deepEqual(ts, [...ts].sort((a, b) => b - a), "newest first");
        assert.ok(first.items.length <= 25);
      });

      await t.step("an item names the player the play is really about (the simulator's truth), never someone else", async () => {
        const boxes = new Map<string, Json>();
        for (const item of first.items) {
          boxes.set(item.gameID, boxes.get(item.gameID) ?? await (await fetch(`${sim.tank01Base}/getNFLBoxScore?gameID=${encodeURIComponent(item.gameID)}&playByPlay=true`, { headers: { "x-rapidapi-key": "k" } })).json());
          const play = boxes.get(item.gameID)!.body.allPlayByPlay.find((p: Json) => p.play === item.play_text);
          assert.ok(play, item.play_text);
          assert.ok(Object.keys(play.playerStats ?? {}).includes(tank01Of.get(item.mfl_player_id)!), `${item.player_name} is in "${item.play_text}"`);
        }
      });

      await t.step("after stepping the simulator's clock a touchdown by one of demo's players appears, with the league names", async () => {
        const seen = new Set(first.items.map((i: Json) => `${i.gameID}|${i.play_text}`));
        let touchdown: Json | undefined;
        for (let step = 0; step < 16 && !touchdown; step++) {
          await (await fetch(`${sim.url}/_sim/clock`, { method: "POST", body: JSON.stringify({ stepMinutes: 10 }) })).json();
          advance(31_000);
          const res = await myFeed();
          assert.equal(res.status, 200);
          touchdown = res.body.items.find((i: Json) => /TOUCHDOWN/.test(i.play_text) && i.scoring && !seen.has(`${i.gameID}|${i.play_text}`));
        }
        assert.ok(touchdown, "a new touchdown within 160 simulated minutes");
        assert.ok(touchdown.leagues.length >= 1);
        assert.ok(touchdown.leagues.every((l: string) => Object.values(LEAGUES).some(([, name]) => name === l)));
      });

      await t.step("admins get the roster meta; the usage figure counts the Tank01 calls made", async () => {
        const res = await myFeed(admin);
        assert.equal(res.status, 200);
        const meta = res.body.meta.roster_admin_meta;
        assert.ok(meta, "admin meta for an admin");
        assert.equal(meta.counts.leagues, 0, "the admin follows no league");
        assert.ok(meta.tank01_calls_today > 0);
        const usage = await getUsage({ usage: () => tableUsage(serviceClient()), settings, configured: () => true })({ now: now() } as never);
        assert.equal((await usage.json()).calls, meta.tank01_calls_today);
        const member = await myFeed();
        assert.equal(member.body.meta.roster_admin_meta, undefined);
      });
    }, { tank01: true }),
});
