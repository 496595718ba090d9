// An auction salary-cap dynasty league's money and its history before and during the season
// (reference §5.2 salary fields, §5.3 salary/contractYear, §5.9): rookies loaded by the commissioner
// onto the taxi squad, last season's keepers (and the commissioner's custom players) loaded the week
// before the auction, players locked for the auction, every lot's AUCTION_INIT / AUCTION_BID /
// AUCTION_WON (the winning amount is the player's salary), IR moves where the injuries happened,
// and future draft picks traded for players. Drawn from the league's "salaries" stream.
import { rngFor } from "./rng.ts";
import { Season } from "./season.ts";
import { LeagueConfig } from "./leagues.ts";
import { easternToEpoch } from "./time.ts";
import type { Franchise, Transaction } from "./league-gen.ts";

export interface Contract {
  salary: number;
  /** Years left, this one included (MFL's contractYear). */
  years: number;
  info?: string;
}

const list = (ids: string[]) => ids.map((id) => `${id},`).join("");

export function salaryHistory(
  season: Season, config: LeagueConfig, franchises: Franchise[], value: Map<string, number>,
): { contracts: Map<string, Contract>; transactions: Transaction[] } {
  const money = config.salaries!;
  const rng = rngFor(season.seed, "league", config.id, "salaries");
  const contracts = new Map<string, Contract>();
  const out: Transaction[] = [];
  const push = (timestamp: number, fields: Record<string, string>) => out.push({ timestamp, fields });
  const y = season.year;
  const rookieLoad = easternToEpoch(y, 8, 15, 19, 0), keeperLoad = easternToEpoch(y, 8, 27, 12, 0);
  let t = easternToEpoch(y, 8, 29, 20, 0);
  push(t - 300, { type: "LOCK_ALL_PLAYERS", franchise: "", transaction: "" });

  const lots: { id: string; winner: Franchise }[] = [];
  for (const f of franchises) {
    const entries = [...f.roster];
    const taxi = entries.filter(([, s]) => s === "TAXI_SQUAD").map(([id]) => id);
    const custom = entries.filter(([id]) => !season.byMfl.has(id)).map(([id]) => id);
    const drafted = entries.filter(([id, s]) => s !== "TAXI_SQUAD" && season.byMfl.has(id)).map(([id]) => id);
    const keepers = drafted.slice(0, money.keepers);
    for (const id of taxi) contracts.set(id, { salary: money.minBid, years: 3, info: "R1" });
    for (const id of keepers) contracts.set(id, { salary: rng.int(2, 25), years: rng.int(1, 3), info: "Keeper" });
    for (const id of custom) contracts.set(id, { salary: money.minBid, years: 1 });
    // LOAD_ROSTERS lists the loaded players before the "|" and the removed ones after it (§5.9: "<added,...>|<removed,...>",
    // as real captures show: tests/fixtures/mfl-real/transactions).
    if (taxi.length) {
      push(rookieLoad, { type: "LOAD_ROSTERS", franchise: f.id, transaction: `${list(taxi)}|` });
      push(rookieLoad + 1800 + rng.int(0, 600), { type: "TAXI", franchise: f.id, promoted: "", demoted: list(taxi) });
    }
    push(keeperLoad, { type: "LOAD_ROSTERS", franchise: f.id, transaction: `${list([...keepers, ...custom])}|` });
    // What is left under the cap (taxi squads do not count) goes on the auction, by board value.
    const bought = drafted.slice(money.keepers);
    const kept = [...keepers, ...custom].reduce((n, id) => n + contracts.get(id)!.salary, 0);
    const spare = config.salaries!.cap - kept - bought.length * money.minBid;
    const weight = (id: string) => (value.get(id) ?? 0) ** 3;
    const total = bought.reduce((n, id) => n + weight(id), 0) || 1;
    for (const id of bought) {
      contracts.set(id, { salary: money.minBid + Math.floor((spare * 0.9 * weight(id)) / total), years: rng.int(1, 4) });
      lots.push({ id, winner: f });
    }
  }

  // A few auction buys were later traded for future picks: the seller is who won them at auction.
  const seller = new Map<string, Franchise>();
  for (const week of [3, 6, 9]) {
    const buyer = rng.pick(franchises);
    const mine = lots.filter((l) => l.winner === buyer && !seller.has(l.id));
    const other = rng.pick(franchises.filter((f) => f !== buyer));
    const lot = rng.pick(mine);
    seller.set(lot.id, other);
    const ts = season.gamesByWeek[week][0].kickoff - 2 * 86400 + rng.int(0, 40000);
    const picks = [`FP_${buyer.id}_${y + 1}_${rng.int(1, 3)},`, ...(rng.chance(0.5) ? [`FP_${buyer.id}_${y + 2}_${rng.int(1, 4)},`] : [])];
    push(ts, {
      type: "TRADE", franchise: buyer.id, franchise2: other.id, franchise1_gave_up: picks.join(""), franchise2_gave_up: `${lot.id},`,
      comments: "Picks for a starter", expires: String(ts + 3 * 86400),
    });
  }

  lots.sort((a, b) => (value.get(b.id) ?? 0) - (value.get(a.id) ?? 0) || a.id.localeCompare(b.id));
  lots.forEach((lot, i) => {
    const winner = seller.get(lot.id) ?? lot.winner;
    const amount = contracts.get(lot.id)!.salary;
    // Bids rise to the winning amount; the winner bids last, nobody outbids himself.
    const rises = amount > money.minBid ? rng.int(1, Math.min(4, amount - money.minBid)) : 0;
    const steps = new Set<number>();
    while (steps.size < rises - 1) steps.add(rng.int(money.minBid + 1, amount - 1));
    const amounts = rises ? [...[...steps].sort((a, b) => a - b), amount] : [];
    const bidders: Franchise[] = rises ? [winner] : [];
    while (bidders.length < rises) bidders.unshift(rng.pick(franchises.filter((f) => f !== bidders[0])));
    // Nominations go round the league; a lot nobody bid on went to its nominator at the opening bid.
    const turn = [...franchises.slice(i % franchises.length), ...franchises.slice(0, i % franchises.length)];
    const nominator = rises ? turn.find((f) => f !== bidders[0])! : winner;
    push(t, { type: "AUCTION_INIT", franchise: nominator.id, transaction: `${lot.id}|${money.minBid}|` });
    amounts.forEach((a, k) => push(t + 10 + k * 9, { type: "AUCTION_BID", franchise: bidders[k].id, transaction: `${lot.id}|${a}|` }));
    push(t + 60 + rises * 9, { type: "AUCTION_WON", franchise: winner.id, transaction: `${lot.id}|${amount}|` });
    t += 120;
  });
  push(t + 300, { type: "UNLOCK_ALL_PLAYERS", franchise: "", transaction: "" });

  // Injured players went to IR the Wednesday before the week they were hurt for (one by the commissioner).
  let commish = true;
  for (const f of franchises) {
    for (const [id, status] of f.roster) {
      if (status !== "INJURED_RESERVE") continue;
      const since = season.byMfl.get(id)!.injury!.sinceWeek;
      const fields: Record<string, string> = { type: "IR", franchise: f.id, activated: "", deactivated: `${id},` };
      if (commish) (fields.by_commish = "1", commish = false);
      push(season.gamesByWeek[since][0].kickoff - 86400 + rng.int(0, 36000), fields);
    }
  }
  return { contracts, transactions: out };
}
