import { asList, assert, importLineup, login, mflJson, startFrozen } from "./test-helpers.ts";

Deno.test({
  name: "lineup import validates and changes later exports",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn(t) {
    const sim = await startFrozen();
    try {
      const demo = await login(sim, "demo", "demo123");
      const solo = await login(sim, "solo", "solo123");
      const league = sim.world.leagues.get("61408")!;
      const roster = [...league.data.byFranchise.get("0003")!.roster].filter(([, s]) => s === "ROSTER").map(([id]) => sim.world.season.byMfl.get(id)!);
      const byPos = (pos: string) => roster.filter((p) => p.pos === pos).map((p) => p.mflId);
      // 1 QB, 3 RB, 2 WR, 1 TE, 1 PK, 1 Def = 9, using the RB flex.
      const valid = [...byPos("QB").slice(0, 1), ...byPos("RB").slice(0, 3), ...byPos("WR").slice(0, 2), ...byPos("TE").slice(0, 1), ...byPos("PK").slice(0, 1), ...byPos("Def").slice(0, 1)];
      assert.equal(valid.length, 9);

      await t.step("valid lineup for a future week: <status>OK</status> (XML even with JSON=1)", async () => {
        const body = await importLineup(sim, "www44", { L: "61408", W: "13", STARTERS: valid.join(",") }, demo);
        assert.match(body, /<status>OK<\/status>/);
        const live = (await mflJson(sim, "www44", { TYPE: "liveScoring", L: "61408", W: "13" })).liveScoring;
        const mine = live.matchup.flatMap((m: { franchise: unknown[] }) => m.franchise).find((f: { id: string }) => f.id === "0003");
        const starters = asList(mine.players.player).map((p) => (p as { id: string }).id).sort();
        assert.deepEqual(starters, [...valid].sort());
        const wr = (await mflJson(sim, "www44", { TYPE: "weeklyResults", L: "61408", W: "13" }, demo)).weeklyResults;
        const f = wr.matchup.flatMap((m: { franchise: unknown[] }) => m.franchise).find((x: { id: string }) => x.id === "0003");
        assert.deepEqual(f.starters.split(",").filter(Boolean).sort(), [...valid].sort());
        // GET works as well.
        assert.match(await importLineup(sim, "www44", { L: "61408", W: "13", STARTERS: valid.join(",") }, demo, false), /<status>OK<\/status>/);
      });

      await t.step("invalid lineups are refused with <error> and change nothing", async () => {
        const before = league.starters("0003", 14);
        const cases: [string, Record<string, string>, string | undefined, RegExp][] = [
          ["too few", { STARTERS: valid.slice(0, 8).join(",") }, demo, /requires 9/],
          ["two QBs", { STARTERS: [...valid.slice(0, 8), byPos("QB")[1]].join(",") }, demo, /at QB/],
          ["too many RBs", { STARTERS: [...valid.filter((id) => !byPos("WR").includes(id)), byPos("RB")[3], byPos("WR")[0]].join(",") }, demo, /RB|WR/],
          ["not on roster", { STARTERS: [...valid.slice(0, 8), "0501"].join(",") }, demo, /not on your roster/],
          ["duplicate", { STARTERS: [...valid.slice(0, 8), valid[0]].join(",") }, demo, /twice/],
          ["other franchise", { STARTERS: valid.join(","), FRANCHISE_ID: "0004" }, demo, /permission/],
          ["not in league", { STARTERS: valid.join(",") }, solo, /logged in user in league ID 61408/],
          ["no cookie", { STARTERS: valid.join(",") }, undefined, /API requires logged in user/],
        ];
        for (const [name, p, cookie, re] of cases) {
          const body = await importLineup(sim, "www44", { L: "61408", W: "14", ...p }, cookie);
          assert.match(body, /^<\?xml version="1.0" encoding="utf-8"\?>\n<error>/, name);
          assert.match(body, re, name);
        }
        assert.deepEqual(league.starters("0003", 14), before);
      });

      await t.step("players whose game has started are locked", async () => {
        const now = sim.world.now();
        const current = league.starters("0003", 12);
        const started = current.find((id) => {
          const p = sim.world.season.byMfl.get(id)!;
          const g = sim.world.season.gameOf(p.team, 12);
          return g && g.kickoff <= now;
        });
        assert.ok(started, "a demo starter is already playing at the default moment");
        const pos = sim.world.season.byMfl.get(started)!.pos;
        const bench = byPos(pos).find((id) => !current.includes(id));
        if (bench) {
          const swapped = current.map((id) => (id === started ? bench : id));
          const body = await importLineup(sim, "www44", { L: "61408", W: "12", STARTERS: swapped.join(",") }, demo);
          assert.match(body, /locked/);
        }
        // Resubmitting the same lineup is fine even with locked players in it.
        assert.match(await importLineup(sim, "www44", { L: "61408", W: "12", STARTERS: current.join(",") }, demo), /OK/);
        assert.match(await importLineup(sim, "www44", { L: "61408", W: "11", STARTERS: current.join(",") }, demo), /<error>/);
      });
    } finally {
      await sim.close();
    }
  },
});
