// The standings rules of spec 01 §9 and spec 02 §2, and how a league's own settings change them
// (its standingsSort, no head-to-head games, conferences), in one place for both tiers: the
// functions order and annotate the rows they answer, the SPA reads the order and figures as sent
// and sums records for the dashboard with the same percentage. MFL's own percentage column is not
// always present (h2hpct only with ALL=1), so the product computes it the same way everywhere.

/** Spec 02 §3: a row without a division belongs to the whole league. */
export const DEFAULT_DIVISION_NAME = "League";

/** Wins, losses and ties of one team, or of several summed. */
export interface WinLossTie {
  wins: number;
  losses: number;
  ties: number;
}

export const NO_GAMES: WinLossTie = { wins: 0, losses: 0, ties: 0 };

/** 'W-L-T' text → counts; a missing tie part counts 0; null when the text is not a record. */
export function parseRecord(record: string | null | undefined): WinLossTie | null {
  const m = /^\s*(\d+)-(\d+)(?:-(\d+))?\s*$/.exec(record ?? "");
  return m ? { wins: Number(m[1]), losses: Number(m[2]), ties: Number(m[3] ?? 0) } : null;
}

/** Spec 01 §9: (wins + 0.5 × ties) / games, 0…1; 0 before any game. */
export function winPercentage({ wins, losses, ties }: WinLossTie): number {
  const games = wins + losses + ties;
  return games === 0 ? 0 : (wins + ties / 2) / games;
}

/**
 * How a league ranks its standings: MFL's `standingsSort` keys in the league's order (reference
 * §5.2; real leagues send "PCT,PTS,", "VP,PTS,", "PTS,", "VICTORY_POINTS,PCT,PTS,ALL_PLAY_PCT,",
 * "PCT,PTS,H2H,PWR,VICTORY_POINTS,ALL_PLAY_PCT,"). What each key means here:
 * - PCT: head-to-head winning percentage (ties half a win), higher first;
 * - PTS: points for, higher first;
 * - VP (VICTORY_POINTS in real leagues): victory points, more first;
 * - ALL_PLAY_PCT: the all-play winning percentage (every team against every other each week);
 * - HOST: a key a standings row cannot settle (H2H: the games between the tied teams; PWR: MFL's
 *   power rating). MFL's own order (`rank`; its rows come in the league's sort, §5.8) decides from
 *   there on, since it applied those keys itself.
 * A key the product does not know is passed over; a league that names none known ranks by the
 * spec's order (spec 02 §2: PCT, then points for). MFL's order breaks every remaining tie.
 */
export type StandingsSortKey = "PCT" | "PTS" | "VP" | "ALL_PLAY_PCT" | "HOST";

export const STANDINGS_SORT_KEYS = ["PCT", "PTS", "VP", "ALL_PLAY_PCT", "HOST"] as const satisfies readonly StandingsSortKey[];

/** Spec 02 §2: winning percentage, then points for. */
export const SPEC_STANDINGS_SORT: readonly StandingsSortKey[] = ["PCT", "PTS"];

const MFL_SORT_KEYS: Readonly<Record<string, StandingsSortKey>> = {
  PCT: "PCT",
  PTS: "PTS",
  VP: "VP",
  VICTORY_POINTS: "VP",
  ALL_PLAY_PCT: "ALL_PLAY_PCT",
  H2H: "HOST",
  PWR: "HOST",
};

/**
 * The league's `standingsSort` as sort keys (see StandingsSortKey). A league without head-to-head
 * games (total points) has no winning percentage, so PCT is passed over there and its default is
 * points alone.
 */
export function standingsSortKeys(standingsSort: string | null | undefined, headToHead = true): StandingsSortKey[] {
  const keys: StandingsSortKey[] = [];
  for (const name of (standingsSort ?? "").split(",")) {
    const key = MFL_SORT_KEYS[name.trim().toUpperCase()];
    if (!key || keys.includes(key) || (key === "PCT" && !headToHead)) continue;
    keys.push(key);
    // MFL's order settles everything after a key only MFL can evaluate.
    if (key === "HOST") break;
  }
  if (keys.length > 0) return keys;
  return headToHead ? [...SPEC_STANDINGS_SORT] : ["PTS"];
}

export interface Rankable extends WinLossTie {
  points_for: number;
  /** Null when the league awards none. */
  victory_points?: number | null;
  /** 0…1; null when MFL sent no all-play record. */
  all_play_percentage?: number | null;
  /** MFL's own order over the whole league, 1 first. */
  rank?: number;
}

function sortValue(key: Exclude<StandingsSortKey, "HOST">, row: Rankable): number {
  switch (key) {
    case "PCT":
      return winPercentage(row);
    case "PTS":
      return row.points_for;
    case "VP":
      return row.victory_points ?? 0;
    case "ALL_PLAY_PCT":
      return row.all_play_percentage ?? 0;
  }
}

/** Orders rows by the league's sort keys (best first); MFL's order breaks ties. */
export function standingsOrder(keys: readonly StandingsSortKey[]): (a: Rankable, b: Rankable) => number {
  return (a, b) => {
    for (const key of keys) {
      if (key === "HOST") break;
      const byKey = sortValue(key, b) - sortValue(key, a);
      if (Math.abs(byKey) > 1e-9) return byKey;
    }
    return (a.rank ?? 0) - (b.rank ?? 0);
  };
}

/** Within a division: winning percentage descending, then points for descending (spec 02 §2). */
export const compareStanding: (a: Rankable, b: Rankable) => number = standingsOrder(SPEC_STANDINGS_SORT);

/**
 * Games behind the division leader: (leader wins − team wins + team losses − leader losses) / 2.
 * null for the leader itself (the screen shows a dash).
 */
export function gamesBack(leader: Rankable, team: Rankable): number | null {
  if (leader === team) return null;
  return (leader.wins - team.wins + team.losses - leader.losses) / 2;
}

/** Games behind mean something only where winning percentage ranks the teams first. */
export function usesGamesBack(keys: readonly StandingsSortKey[]): boolean {
  return keys[0] === "PCT";
}

export interface DivisionGroup<T> {
  divisionId: string | null;
  divisionName: string;
  conferenceId: string | null;
  conferenceName: string | null;
  rows: (T & { division_rank: number; games_back: number | null })[];
}

interface Grouped {
  division_id: string | null;
  division_name: string | null;
  conference_id?: string | null;
  conference_name?: string | null;
}

/** Ids in numeric order ("2" before "10"); one collator for every comparison (making one is costly). */
const ID_ORDER = new Intl.Collator("en", { numeric: true });

/**
 * Groups rows by division (conferences first, then divisions, each in id order;
 * DEFAULT_DIVISION_NAME when the league has none), sorts each division by the league's sort keys
 * (the spec's order by default) and adds the rank within the division and, where winning
 * percentage ranks first, games back (null otherwise).
 */
export function groupByDivision<T extends Rankable & Grouped>(
  rows: readonly T[],
  keys: readonly StandingsSortKey[] = SPEC_STANDINGS_SORT,
): DivisionGroup<T>[] {
  const groups = new Map<string, Omit<DivisionGroup<T>, "rows"> & { rows: T[] }>();
  for (const row of rows) {
    const key = JSON.stringify([row.conference_id ?? "", row.division_id ?? ""]);
    const group = groups.get(key) ?? {
      divisionId: row.division_id,
      divisionName: row.division_name || DEFAULT_DIVISION_NAME,
      conferenceId: row.conference_id ?? null,
      conferenceName: row.conference_name ?? null,
      rows: [] as T[],
    };
    group.rows.push(row);
    groups.set(key, group);
  }
  const order = standingsOrder(keys);
  const withGamesBack = usesGamesBack(keys);
  const byId = (a: string | null, b: string | null) => ID_ORDER.compare(a ?? "", b ?? "");
  return [...groups.values()]
    .sort((a, b) => byId(a.conferenceId, b.conferenceId) || byId(a.divisionId, b.divisionId))
    .map((g) => {
      const sorted = [...g.rows].sort(order);
      const leader = sorted[0];
      return {
        ...g,
        rows: sorted.map((row, i) => ({ ...row, division_rank: i + 1, games_back: withGamesBack ? gamesBack(leader, row) : null })),
      };
    });
}
