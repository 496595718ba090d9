// TYPE=myleagues and TYPE=league: where a user's leagues live and how each is set up; TYPE=rosters
// and TYPE=salaries: who is on which roster, at what salary in a salary-cap league.
import { Doc, MflDocument, MflError } from "../mfl-doc.ts";
import { MflCtx, needLeague, needUser } from "./context.ts";
import { LeagueConfig } from "../leagues.ts";
import { countLabel, limitLabel, rulePositions } from "../lineup-rules.ts";
import { IDP_POSITIONS } from "../players.ts";
import type { Contract } from "../auction.ts";

export function myleagues(ctx: MflCtx): MflDocument {
  const acc = needUser(ctx);
  const names = ctx.params.get("FRANCHISE_NAMES") === "1";
  const league: Doc[] = [];
  for (const [lid, fid] of Object.entries(acc.franchises)) {
    const c = ctx.world.leagueConfig(lid)!;
    const d: Doc = { league_id: lid, name: c.name, url: `${ctx.hostUrl(c.host)}/${ctx.year}/home/${lid}`, franchise_id: fid };
    if (names) d.franchise_name = ctx.world.league(lid)!.data.byFranchise.get(fid)!.name;
    league.push(d);
  }
  // No leagues: an empty <leagues/> (→ {"leagues":{}}); unconfirmed on the real API.
  return { root: "leagues", doc: { league } };
}

export function league(ctx: MflCtx): MflDocument {
  const l = needLeague(ctx);
  const c = l.data.config;
  const base = ctx.hostUrl(c.host);
  const franchise: Doc[] = l.data.franchises.map((f) => {
    const d: Doc = { id: f.id, name: f.name, abbrev: f.abbrev };
    if (f.division) d.division = f.division;
    if (f.icon) d.icon = f.icon;
    d.bbidAvailableBalance = (c.bbidBudget - (l.data.bbidSpent.get(f.id) ?? 0)).toFixed(2);
    d.waiverSortOrder = String(f.waiverSortOrder);
    return d;
  });
  const doc: Doc = {
    id: c.id, name: c.name, baseURL: base, rosterSize: String(c.rosterSize), injuredReserve: String(c.injuredReserve),
    taxiSquad: String(c.taxiSquad), startWeek: String(c.startWeek ?? 1), endWeek: String(c.endWeek), lastRegularSeasonWeek: String(c.lastRegularSeasonWeek),
    h2h: c.h2h === false ? "" : "YES", precision: String(c.precision), bestLineup: c.bestLineup ? "Yes" : "No", lockout: "No", partialLineupAllowed: "No",
    currentWaiverType: c.waiverType, bbidSeasonLimit: String(c.bbidBudget), bbidIncrement: "1", bbidMinimum: "0",
    bbidTiebreaker: "TIMESTAMP", bbidConditional: "No", maxWaiverRounds: "4", usesSalaries: c.salaries ? "1" : "0", usesContractYear: c.salaries ? "1" : "0",
    rostersPerPlayer: "1", playerLimitUnit: "LEAGUE", standingsSort: c.standingsSort, draftPlayerPool: "Both",
    loadRosters: c.salaries ? "live_auction" : "live_draft", defaultTradeExpirationDays: "3",
    ...kindSettings(c),
    starters: {
      count: countLabel(c), idp_starters: idpStarters(c),
      position: c.starters.map((r) => ({ name: r.pos, limit: limitLabel(r.min, r.max) })),
    },
    franchises: { count: String(franchise.length), franchise },
  };
  if (c.rosterLimits) doc.rosterLimits = { position: c.rosterLimits.map((r) => ({ name: r.pos, limit: r.limit })) };
  if (c.conferences) {
    doc.conferences = { count: String(c.conferences.length), conference: c.conferences.map((name, i) => ({ id: String(i).padStart(2, "0"), name })) };
  }
  if (c.divisions.length) {
    doc.divisions = {
      count: String(c.divisions.length),
      division: c.divisions.map((name, i) => {
        const d: Doc = { id: String(i).padStart(2, "0"), name };
        if (c.divisionConference) d.conference = String(c.divisionConference[i]).padStart(2, "0");
        return d;
      }),
    };
  }
  doc.history = { league: [{ year: String(ctx.year), url: `${base}/${ctx.year}/home/${c.id}` }] };
  return { root: "league", doc };
}

/** The settings only some kinds of league have (reference §5.2 optional blocks); none for the standard leagues. */
function kindSettings(c: LeagueConfig): Doc {
  const d: Doc = {};
  if (c.salaries) {
    Object.assign(d, {
      salaryCapAmount: String(c.salaries.cap), auctionStartAmount: String(c.salaries.cap), minBid: String(c.salaries.minBid),
      bidIncrement: String(c.salaries.bidIncrement), includeIRWithSalary: "1", includeTaxiWithSalary: "0",
    });
  }
  const vp = c.victoryPoints;
  if (vp) {
    Object.assign(d, {
      victoryPointsWin: String(vp.win), victoryPointsTie: String(vp.tie), victoryPointsLoss: String(vp.loss),
      victoryPointsBuckets: vp.buckets.join(" "), victoryPointsStartWeek: String(c.startWeek ?? 1),
      victoryPointsEndWeek: String(c.lastRegularSeasonWeek),
    });
  }
  if (c.pools) {
    Object.assign(d, {
      survivorPool: "Yes", survivorPoolStartWeek: "1", survivorPoolEndWeek: String(c.endWeek),
      nflPoolType: "PickEm", nflPoolStartWeek: "1", nflPoolEndWeek: String(c.endWeek),
    });
  }
  return d;
}

/** `idp_starters` is "" without IDP (captured); with IDP we write the IDP rows' "min-max" (unconfirmed). */
function idpStarters(c: LeagueConfig): string {
  const idp = c.starters.filter((r) => rulePositions(r).some((p) => (IDP_POSITIONS as string[]).includes(p)));
  if (!idp.length) return "";
  return limitLabel(idp.reduce((n, r) => n + r.min, 0), Math.min(c.starterCount, idp.reduce((n, r) => n + r.max, 0)));
}

/** A salary league's contract fields, as rosters and salaries carry them. */
function contractDoc(k: Contract): Doc {
  const d: Doc = { salary: String(k.salary), contractYear: String(k.years) };
  if (k.info) d.contractInfo = k.info;
  return d;
}

export function rosters(ctx: MflCtx): MflDocument {
  needUser(ctx);
  const l = needLeague(ctx);
  const only = ctx.params.get("FRANCHISE");
  const w = ctx.params.get("W");
  const week = w ? Number(w) : ctx.world.weeks(ctx.now).CurrentWeek;
  if (only && !l.data.byFranchise.has(only)) throw new MflError("Invalid franchise ID");
  const order = { ROSTER: 0, INJURED_RESERVE: 1, TAXI_SQUAD: 2 };
  const franchise = l.data.franchises.filter((f) => !only || f.id === only).map((f) => {
    const d: Doc = { id: f.id };
    if (week > 0) d.week = String(week);
    d.player = [...f.roster].sort((a, b) => order[a[1]] - order[b[1]] || a[0].localeCompare(b[0]))
      .map(([id, status]) => {
        const k = l.data.contracts.get(id);
        return k ? { id, status, ...contractDoc(k) } : { id, status };
      });
    return d;
  });
  return { root: "rosters", doc: { franchise } };
}

/**
 * TYPE=salaries: every rostered player's contract, in the `leagueUnit` form MFL's freeAgents export
 * has (§5.16 names the export without its shape; unconfirmed). A league without salaries: no players.
 */
export function salaries(ctx: MflCtx): MflDocument {
  needUser(ctx);
  const l = needLeague(ctx);
  const player = [...l.data.contracts].sort((a, b) => a[0].localeCompare(b[0])).map(([id, k]) => ({ id, ...contractDoc(k) }));
  return { root: "salaries", doc: { leagueUnit: { unit: "LEAGUE", player } } };
}
