import { baseFromMflUrl } from "./hosts.ts";
import { payload } from "./payload.ts";
import { asArray, flag, type JsonObject, num, numOr, optText, plainText, text } from "./quirks.ts";

/** A position limit: `"1"` → 1..1, `"2-3"` → 2..3. */
export interface Range {
  min: number;
  max: number;
}

export interface StartingPosition extends Range {
  name: string;
  /** MFL's own text, e.g. `"2-3"`, for display. */
  limit: string;
}

export interface LeagueFranchise {
  id: string;
  /** Plain text; MFL names may carry HTML, which is stripped. */
  name: string;
  abbrev?: string;
  divisionId?: string;
  icon?: string;
  logo?: string;
  bbidAvailableBalance: number | null;
  waiverSortOrder: number | null;
}

export interface LeagueDivision {
  id: string;
  name: string;
  conferenceId?: string;
}

/**
 * League settings. Commissioner-only franchise fields (e-mail, owner name, last visit, ...) are
 * deliberately not carried: this answer is cached per league and shown to every member.
 */
export interface League {
  id: string;
  name: string;
  /** League host, e.g. `https://www44.myfantasyleague.com`. */
  baseURL: string | null;
  rosterSize: number | null;
  injuredReserve: number | null;
  taxiSquad: number | null;
  startWeek: number | null;
  endWeek: number | null;
  lastRegularSeasonWeek: number | null;
  /** Head-to-head games; false in a total-points league (`h2h: ""`). */
  h2h: boolean;
  /** Best ball (`bestLineup: "Yes"`): MFL starts each franchise's best lineup itself; lineups are not set by owners. */
  bestLineup: boolean;
  precision: number | null;
  currentWaiverType?: string;
  bbidSeasonLimit: number | null;
  standingsSort?: string;
  /** The league sets victory points (`victoryPointsWin`, `victoryPointsBuckets`, ...). */
  victoryPoints: boolean;
  /** Salary-cap leagues: rosters carry `salary` (`usesSalaries`) and `contractYear` (`usesContractYear`). */
  usesSalaries: boolean;
  usesContractYear: boolean;
  starters: { count: Range; idpStarters?: string; positions: StartingPosition[] };
  franchises: LeagueFranchise[];
  divisions: LeagueDivision[];
  conferences: { id: string; name: string }[];
  history: { year: number; url: string; baseURL: string | null }[];
}

export function parseRange(value: unknown): Range | null {
  const m = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(text(value));
  if (!m) return null;
  const min = Number(m[1]);
  return { min, max: m[2] === undefined ? min : Number(m[2]) };
}

export function normaliseLeague(body: JsonObject): League {
  const l = payload(body, "league");
  const starters = (l.starters ?? {}) as JsonObject;
  return {
    id: text(l.id),
    name: plainText(l.name),
    baseURL: optText(l.baseURL) ?? null,
    rosterSize: num(l.rosterSize),
    injuredReserve: num(l.injuredReserve),
    taxiSquad: num(l.taxiSquad),
    startWeek: num(l.startWeek),
    endWeek: num(l.endWeek),
    lastRegularSeasonWeek: num(l.lastRegularSeasonWeek),
    // MFL says "YES" or "" (total points); a league that says nothing plays head to head, as the spec's do.
    h2h: l.h2h === undefined ? true : flag(l.h2h),
    bestLineup: flag(l.bestLineup),
    precision: num(l.precision),
    currentWaiverType: optText(l.currentWaiverType),
    bbidSeasonLimit: num(l.bbidSeasonLimit),
    standingsSort: optText(l.standingsSort),
    victoryPoints: ["victoryPointsWin", "victoryPointsTie", "victoryPointsBuckets"].some((key) => optText(l[key]) !== undefined),
    usesSalaries: flag(l.usesSalaries),
    usesContractYear: flag(l.usesContractYear),
    starters: {
      count: parseRange(starters.count) ?? { min: 0, max: 0 },
      idpStarters: optText(starters.idp_starters),
      positions: asArray(starters.position).map((p) => {
        const range = parseRange(p.limit) ?? { min: 0, max: 0 };
        return { name: text(p.name), limit: text(p.limit), ...range };
      }),
    },
    franchises: asArray((l.franchises as JsonObject | undefined)?.franchise).map(normaliseFranchise),
    divisions: asArray((l.divisions as JsonObject | undefined)?.division).map((d) => ({
      id: text(d.id),
      name: plainText(d.name),
      ...(optText(d.conference) ? { conferenceId: optText(d.conference) } : {}),
    })),
    conferences: asArray((l.conferences as JsonObject | undefined)?.conference).map((c) => ({
      id: text(c.id),
      name: plainText(c.name),
    })),
    history: asArray((l.history as JsonObject | undefined)?.league).map((h) => ({
      year: numOr(h.year, 0),
      url: text(h.url),
      baseURL: baseFromMflUrl(text(h.url)),
    })),
  };
}

function normaliseFranchise(f: JsonObject): LeagueFranchise {
  const out: LeagueFranchise = {
    id: text(f.id),
    name: plainText(f.name),
    bbidAvailableBalance: num(f.bbidAvailableBalance),
    waiverSortOrder: num(f.waiverSortOrder),
  };
  const abbrev = optText(f.abbrev);
  if (abbrev) out.abbrev = plainText(abbrev);
  const division = optText(f.division);
  if (division) out.divisionId = division;
  const icon = optText(f.icon);
  if (icon) out.icon = icon;
  const logo = optText(f.logo);
  if (logo) out.logo = logo;
  return out;
}
