import { DEFAULT_DIVISION_NAME, winPercentage } from "../contracts/standings-rules.ts";
import type { League } from "./league.ts";
import { payload } from "./payload.ts";
import { asArray, type JsonObject, num, numOr, optText, parseWlt, plainText, text } from "./quirks.ts";

/** A standings row with the fields of spec 02 §3 ("Standings row"), in league sort order. */
export interface StandingRow {
  franchise_id: string;
  /** From `fname` (ALL=1) or filled from the league by `withLeagueDetails`; null when unknown. */
  franchise_name: string | null;
  /** Filled by `withLeagueDetails`; 'League' when the league has no divisions. */
  division_name: string | null;
  wins: number;
  losses: number;
  ties: number;
  /** 'W-L-T'. */
  win_loss_tie_record: string;
  /** Ties count half a win; 0 before any game. Unrounded. */
  winning_percentage: number;
  /** e.g. 'W2', 'L1'; '' when unknown. */
  current_streak: string;
  /** 'W-L-T' within the division; null when MFL gives none. */
  division_record: string | null;
  points_for: number;
  points_against: number;
  /** Dollars; null when MFL gives none (fill from league franchises). */
  blind_bid_balance: number | null;
  /** MFL's `vp`; null when it sends none. */
  victory_points: number | null;
  /** The all-play record's percentage (`all_play_w/l/t`, or `all_play_pct`), 0…1; null when none. */
  all_play_percentage: number | null;
  /** 'W-L-T' against the conference (`confw/confl/conft`, ALL=1 in a league with conferences); null when none. */
  conference_record: string | null;
}

export function normaliseStandings(body: JsonObject): StandingRow[] {
  const p = "leagueStandings" in body ? payload(body, "leagueStandings") : payload(body, "standings");
  return asArray(p.franchise).map(normaliseRow);
}

function normaliseRow(f: JsonObject): StandingRow {
  const [wins, losses, ties] = record(f, "h2h") ?? [0, 0, 0];
  const div = record(f, "div");
  const conf = record(f, "conf");
  const fname = optText(f.fname);
  return {
    franchise_id: text(f.id),
    franchise_name: fname ? plainText(fname) : null,
    division_name: null,
    wins,
    losses,
    ties,
    win_loss_tie_record: `${wins}-${losses}-${ties}`,
    winning_percentage: winPercentage({ wins, losses, ties }),
    current_streak: streak(f),
    division_record: div ? div.join("-") : null,
    points_for: numOr(f.pf, 0),
    points_against: numOr(f.pa, 0),
    blind_bid_balance: num(f.bbidbalance),
    victory_points: num(f.vp),
    all_play_percentage: allPlay(f),
    conference_record: conf ? conf.join("-") : null,
  };
}

function allPlay(f: JsonObject): number | null {
  const games = record(f, "all_play_");
  if (games) return winPercentage({ wins: games[0], losses: games[1], ties: games[2] });
  return num(f.all_play_pct);
}

/** `<prefix>w/l/t` columns, else the `<prefix>wlt` text (`"15-3-0"`, maybe with `&#8209;`). */
function record(f: JsonObject, prefix: string): [number, number, number] | null {
  const w = num(f[`${prefix}w`]);
  const l = num(f[`${prefix}l`]);
  if (w !== null || l !== null) return [w ?? 0, l ?? 0, num(f[`${prefix}t`]) ?? 0];
  return parseWlt(f[`${prefix}wlt`]);
}

function streak(f: JsonObject): string {
  const type = text(f.streak_type).trim().toUpperCase();
  const len = num(f.streak_len);
  if (type && len !== null && len > 0) return `${type}${len}`;
  return text(f.strk).trim().toUpperCase();
}

/**
 * Completes rows with what only the league export knows: franchise names, division names
 * ('League' without divisions) and the blind-bid balance (`bbidAvailableBalance`).
 */
export function withLeagueDetails(rows: StandingRow[], league: League): StandingRow[] {
  const franchises = new Map(league.franchises.map((f) => [f.id, f]));
  const divisions = new Map(league.divisions.map((d) => [d.id, d.name]));
  return rows.map((row) => {
    const f = franchises.get(row.franchise_id);
    return {
      ...row,
      franchise_name: row.franchise_name ?? f?.name ?? null,
      division_name: (f?.divisionId && divisions.get(f.divisionId)) || DEFAULT_DIVISION_NAME,
      blind_bid_balance: row.blind_bid_balance ?? f?.bbidAvailableBalance ?? null,
    };
  });
}
