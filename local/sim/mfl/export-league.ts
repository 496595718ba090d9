// TYPE=myleagues and TYPE=league: where a user's leagues live and how each is set up.
import { Doc, MflDocument, MflError } from "../mfl-doc.ts";
import { MflCtx, needLeague, needUser } from "./context.ts";

export function myleagues(ctx: MflCtx): MflDocument {
  const acc = needUser(ctx);
  const names = ctx.params.get("FRANCHISE_NAMES") === "1";
  const league: Doc[] = [];
  for (const [lid, fid] of Object.entries(acc.franchises)) {
    const l = ctx.world.leagues.get(lid)!;
    const d: Doc = { league_id: lid, name: l.data.config.name, url: `${ctx.hostUrl(l.data.config.host)}/${ctx.year}/home/${lid}`, franchise_id: fid };
    if (names) d.franchise_name = l.data.byFranchise.get(fid)!.name;
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
    taxiSquad: String(c.taxiSquad), startWeek: "1", endWeek: String(c.endWeek), lastRegularSeasonWeek: String(c.lastRegularSeasonWeek),
    h2h: "YES", precision: String(c.precision), bestLineup: "No", lockout: "No", partialLineupAllowed: "No",
    currentWaiverType: c.waiverType, bbidSeasonLimit: String(c.bbidBudget), bbidIncrement: "1", bbidMinimum: "0",
    bbidTiebreaker: "TIMESTAMP", bbidConditional: "No", maxWaiverRounds: "4", usesSalaries: "0", usesContractYear: "0",
    rostersPerPlayer: "1", playerLimitUnit: "LEAGUE", standingsSort: c.standingsSort, draftPlayerPool: "Both",
    loadRosters: "live_draft", defaultTradeExpirationDays: "3",
    starters: {
      count: String(c.starterCount), idp_starters: "",
      position: c.starters.map((r) => ({ name: r.pos, limit: r.min === r.max ? String(r.min) : `${r.min}-${r.max}` })),
    },
    franchises: { count: String(franchise.length), franchise },
  };
  if (c.divisions.length) {
    doc.divisions = { count: String(c.divisions.length), division: c.divisions.map((name, i) => ({ id: String(i).padStart(2, "0"), name })) };
  }
  doc.history = { league: [{ year: String(ctx.year), url: `${base}/${ctx.year}/home/${c.id}` }] };
  return { root: "league", doc };
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
      .map(([id, status]) => ({ id, status }));
    return d;
  });
  return { root: "rosters", doc: { franchise } };
}
