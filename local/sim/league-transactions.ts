// A season of waiver, free-agent, IR, taxi and trade moves, consistent with the final rosters
// (what a move added is on the roster now, what it dropped is a free agent): history, not replayed.
// Drawn from the league's own stream, in the order the standard leagues always drew it.
import { Rng } from "./rng.ts";
import { Player } from "./players.ts";
import { Season } from "./season.ts";
import { LeagueConfig } from "./leagues.ts";
import { REGULAR_WEEKS } from "./schedule.ts";
import type { Franchise, Transaction } from "./league-gen.ts";

export function generateTransactions(
  season: Season, config: LeagueConfig, rng: Rng, players: Player[], franchises: Franchise[], owner: Map<string, string>,
  bbidSpent: Map<string, number>,
): Transaction[] {
  const out: Transaction[] = [];
  // Custom players (not in the player database) only ever arrive through the commissioner's load.
  const rostered = (f: Franchise) => [...f.roster.keys()].filter((id) => f.roster.get(id) === "ROSTER" && season.byMfl.has(id));
  const freeAgents = players.filter((p) => !owner.has(p.mflId) && p.pos !== "Def").map((p) => p.mflId);
  // Blind-bid leagues process claims (BBID_WAIVER); plain waivers are WAIVER rows; "NONE": free agents only.
  const bbid = config.waiverType.startsWith("BBID");
  for (let week = 1; week <= REGULAR_WEEKS; week++) {
    const g = season.gamesByWeek[week][0];
    const wed = g.kickoff - 86400 + 10 * 3600 + 30 * 60; // waivers run Wednesday morning ET
    if (bbid) out.push({ timestamp: wed, fields: { type: "BBID_AUTO_PROCESS_WAIVERS", franchise: "", transaction: "" } });
    for (const f of franchises) {
      const r = rostered(f);
      if (bbid && rng.chance(0.45)) {
        const bid = rng.int(0, Math.max(1, Math.round(config.bbidBudget / 25)));
        bbidSpent.set(f.id, (bbidSpent.get(f.id) ?? 0) + bid);
        out.push({ timestamp: wed + rng.int(0, 59), fields: { type: "BBID_WAIVER", franchise: f.id, transaction: `${rng.pick(r)},|${bid.toFixed(2)}|${rng.chance(0.8) ? `${rng.pick(freeAgents)},` : ""}` } });
      } else if (!bbid && config.waiverType !== "NONE" && rng.chance(0.45)) {
        // Not captured: the reference's reading is FREE_AGENT's "added|dropped" (§5.9 WAIVER [U]).
        out.push({ timestamp: wed + rng.int(0, 59), fields: { type: "WAIVER", franchise: f.id, transaction: `${rng.pick(r)},|${rng.chance(0.8) ? `${rng.pick(freeAgents)},` : ""}` } });
      }
      if (rng.chance(0.35)) {
        const add = rng.chance(0.8) ? `${rng.pick(r)},` : "";
        const drop = add === "" || rng.chance(0.8) ? `${rng.pick(freeAgents)},` : "";
        const fields: Record<string, string> = { type: "FREE_AGENT", franchise: f.id, transaction: `${add}|${drop}` };
        if (rng.chance(0.08)) fields.by_commish = "1";
        out.push({ timestamp: wed + rng.int(3600, 4 * 86400), fields });
      }
      if (config.injuredReserve && rng.chance(0.06)) {
        const inIr = [...f.roster].filter(([, s]) => s === "INJURED_RESERVE").map(([id]) => id);
        out.push({ timestamp: wed + rng.int(3600, 3 * 86400), fields: { type: "IR", franchise: f.id, activated: rng.chance(0.5) ? `${rng.pick(r)},` : "", deactivated: inIr.length ? `${rng.pick(inIr)},` : `${rng.pick(r)},` } });
      }
      if (config.taxiSquad && rng.chance(0.04)) {
        const taxi = [...f.roster].filter(([, s]) => s === "TAXI_SQUAD").map(([id]) => id);
        if (taxi.length) out.push({ timestamp: wed + rng.int(3600, 3 * 86400), fields: { type: "TAXI", franchise: f.id, promoted: "", demoted: `${rng.pick(taxi)},` } });
      }
    }
    if (rng.chance(0.5)) out.push(trade(rng, config, franchises, rostered, wed + rng.int(3600, 4 * 86400), season.year));
  }
  return out;
}

function trade(rng: Rng, config: LeagueConfig, franchises: Franchise[], rostered: (f: Franchise) => string[], ts: number, year: number): Transaction {
  const [a, b] = rng.shuffle([...franchises]).slice(0, 2);
  // What each side gave up is now on the other side's roster.
  const assets = (giver: Franchise, receiver: Franchise) => {
    const out = [`${rng.pick(rostered(receiver))},`];
    if (rng.chance(0.3)) out.push(`FP_${giver.id}_${year + 1}_${rng.int(1, 4)},`);
    if (rng.chance(0.2)) out.push(`DP_${rng.int(0, 3)}_${rng.int(0, config.franchises - 1)},`);
    if (rng.chance(0.2) && config.bbidBudget > 0) out.push(`BB_${rng.int(1, Math.round(config.bbidBudget / 10))},`);
    return out.join("");
  };
  return {
    timestamp: ts,
    fields: {
      type: "TRADE", franchise: a.id, franchise2: b.id, franchise1_gave_up: assets(a, b), franchise2_gave_up: assets(b, a),
      comments: rng.chance(0.3) ? "Good luck!" : "", expires: String(ts + 3 * 86400),
    },
  };
}

