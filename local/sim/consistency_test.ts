import { asList, assert, login, mflJson, startFrozen, tank01 } from "./test-helpers.ts";
import { formatUnits } from "./scoring.ts";

Deno.test({
  name: "one set of events: live scores, box scores, schedules and standings agree",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn(t) {
    const sim = await startFrozen();
    try {
      const demo = await login(sim, "demo", "demo123");
      const hosts: Record<string, string> = { "61408": "www44", "35112": "www57", "72901": "www70" };

      await t.step("franchise live score = sum of starters; seconds and counts add up", async () => {
        for (const [L, host] of Object.entries(hosts)) {
          const d = (await mflJson(sim, host, { TYPE: "liveScoring", L, DETAILS: "1" })).liveScoring;
          const precision = L === "35112" ? 1 : 2;
          let live = 0;
          for (const m of d.matchup) {
            for (const f of m.franchise) {
              const starters = asList(f.players.player).filter((p: { status: string }) => p.status === "starter");
              const units = starters.reduce((n: number, p: { score: string }) => n + Math.round(Number(p.score) * 10 ** precision), 0);
              assert.equal(f.score, formatUnits(units, precision), `${L} ${f.id}`);
              const secs = starters.reduce((n: number, p: { gameSecondsRemaining: string }) => n + Number(p.gameSecondsRemaining), 0);
              assert.equal(f.gameSecondsRemaining, String(secs));
              const yet = starters.filter((p: { gameSecondsRemaining: string }) => p.gameSecondsRemaining === "3600").length;
              assert.ok(Number(f.playersYetToPlay) <= yet);
              live += Number(f.playersCurrentlyPlaying);
            }
          }
          assert.ok(live > 0, "early games are in progress at the default moment");
        }
      });

      await t.step("Tank01 scoreboard, box scores and MFL nflSchedule agree; box score = sum of plays", async () => {
        const nfl = (await mflJson(sim, "", { TYPE: "nflSchedule", W: "12" })).nflSchedule.matchup;
        const scores = (await (await tank01(sim, "getNFLScoresOnly", { gameWeek: "12", season: "2026" })).json()).body;
        const byMfl = new Map(sim.world.season.teams.map((t) => [t.mfl, t.tank01]));
        let checkedLive = 0, checkedFinal = 0;
        for (const m of nfl) {
          const [away, home] = m.team;
          const id = Object.keys(scores).find((k) => k.endsWith(`_${byMfl.get(away.id)}@${byMfl.get(home.id)}`))!;
          assert.ok(id, `${away.id}@${home.id}`);
          const s = scores[id];
          if (away.score === "") {
            assert.equal(s.gameStatusCode, "0");
            continue;
          }
          assert.equal(s.awayPts, away.score);
          assert.equal(s.homePts, home.score);
          const box = (await (await tank01(sim, "getNFLBoxScore", { gameID: id, playByPlay: "true" })).json()).body;
          assert.equal(box.awayPts, away.score);
          assert.equal(box.lineScore.away.totalPts, away.score);
          const q = ["Q1", "Q2", "Q3", "Q4"].reduce((n, k) => n + Number(box.lineScore.home[k] ?? 0), 0);
          assert.equal(String(q), home.score, "quarters add up");
          assert.equal(box.DST.away.ptsAllowed, home.score);
          // Sum of per-play deltas = box-score totals for every summed field.
          const sums = new Map<string, number>();
          for (const play of box.allPlayByPlay) {
            for (const [pid, groups] of Object.entries(play.playerStats as Record<string, Record<string, Record<string, string>>>)) {
              for (const [g, fields] of Object.entries(groups)) {
                for (const [k, v] of Object.entries(fields)) {
                  if (k === "sacked") {
                    const [a, b] = v.split("-").map(Number);
                    sums.set(`${pid}.${g}.sackN`, (sums.get(`${pid}.${g}.sackN`) ?? 0) + a);
                    sums.set(`${pid}.${g}.sackY`, (sums.get(`${pid}.${g}.sackY`) ?? 0) + b);
                  } else sums.set(`${pid}.${g}.${k}`, (sums.get(`${pid}.${g}.${k}`) ?? 0) + Number(v));
                }
              }
            }
          }
          assert.ok(sums.size > 20);
          for (const [key, total] of sums) {
            const [pid, g, k] = key.split(".");
            const grp = box.playerStats[pid][g];
            assert.ok(grp, key);
            if (k === "sackN" || k === "sackY") {
              const [a, b] = grp.sacked.split("-").map(Number);
              assert.equal(k === "sackN" ? a : b, total, key);
            } else assert.equal(Number(grp[k]), total, key);
          }
          // Every box-score touchdown shows up in scoring plays.
          const tds = Object.values(box.playerStats as Record<string, Record<string, Record<string, string>>>)
            .reduce((n, p) => n + Number(p.Rushing?.rushTD ?? 0) + Number(p.Receiving?.recTD ?? 0), 0);
          const dtd = Number(box.DST.home.defTD) + Number(box.DST.away.defTD);
          assert.equal(box.scoringPlays.filter((s: { scoreType: string }) => s.scoreType === "TD").length, tds + dtd);
          if (s.gameStatusCode === "1") checkedLive++;
          if (s.gameStatusCode === "2") checkedFinal++;
        }
        assert.ok(checkedLive > 0 && checkedFinal > 0, `${checkedLive} live, ${checkedFinal} final`);
      });

      await t.step("MFL player scores follow the box score stats", async () => {
        const l = sim.world.leagues.get("72901")!;
        const scores = l.weekScores(11, sim.world.now());
        const qbs = sim.world.season.players.filter((p) => p.pos === "QB" && p.depth === 1 && scores.get(p.mflId)?.units !== null).slice(0, 5);
        for (const qb of qbs) {
          const g = sim.world.season.gameOf(qb.team, 11)!;
          const box = (await (await tank01(sim, "getNFLBoxScore", { gameID: g.id })).json()).body;
          const s = box.playerStats[qb.espnId];
          const p = s.Passing ?? {}, r = s.Rushing ?? {}, f = s.Defense ?? {};
          // League 72901: 1 pt / 25 pass yds (truncated), 6 per pass TD, -2 per INT, 1 / 10 rush yds, 6 per rush TD, -2 fumble lost.
          const h = Math.trunc(Number(p.passYds ?? 0) * 4) + Number(p.passTD ?? 0) * 600 - Number(p.int ?? 0) * 200 +
            Math.trunc(Number(r.rushYds ?? 0) * 10) + Number(r.rushTD ?? 0) * 600 - Number(f.fumblesLost ?? 0) * 200 +
            Math.round(Number(s.Receiving?.receptions ?? 0) * 0) + Math.trunc(Number(s.Receiving?.recYds ?? 0) * 10) + Number(s.Receiving?.recTD ?? 0) * 600;
          assert.equal(scores.get(qb.mflId)!.units, h, qb.mflId);
        }
      });

      await t.step("standings agree with the results of completed weeks", async () => {
        for (const [L, host] of Object.entries(hosts)) {
          const sch = (await mflJson(sim, host, { TYPE: "schedule", L }, demo)).schedule.weeklySchedule;
          const st = (await mflJson(sim, host, { TYPE: "leagueStandings", L }, demo)).leagueStandings.franchise;
          const tally = new Map<string, { w: number; l: number; t: number; pf: number }>();
          for (const wk of sch) {
            for (const m of asList(wk.matchup)) {
              for (const f of (m as { franchise: { id: string; result?: string; score?: string }[] }).franchise) {
                if (!f.score || !f.result || Number(wk.week) > 11) continue;
                const r = tally.get(f.id) ?? { w: 0, l: 0, t: 0, pf: 0 };
                r[f.result === "W" ? "w" : f.result === "L" ? "l" : "t"]++;
                r.pf += Number(f.score);
                tally.set(f.id, r);
              }
            }
          }
          for (const row of st) {
            const r = tally.get(row.id)!;
            assert.deepEqual([row.h2hw, row.h2hl, row.h2ht], [String(r.w), String(r.l), String(r.t)], `${L} ${row.id}`);
            assert.ok(Math.abs(Number(row.pf) - r.pf) < 0.01, `${L} ${row.id} pf`);
          }
          const pct = st.map((r: { h2hw: string; h2ht: string }) => Number(r.h2hw) + Number(r.h2ht) / 2);
          assert.deepEqual(pct, [...pct].sort((a: number, b: number) => b - a), "sorted by record");
        }
      });
    } finally {
      await sim.close();
    }
  },
});
