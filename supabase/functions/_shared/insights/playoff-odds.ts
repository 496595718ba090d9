// Playoff odds by Monte Carlo (README "Playoff odds"): the rest of the regular season is played
// many times from the league's own schedule. A team's weekly score is normal around its season
// mean shrunk toward the league's mean (a few weeks of scores say less than they seem), with the
// uncertainty of that mean drawn once per simulated season and the league's pooled week-to-week
// spread; head-to-head leagues rank by the league's own sort, total-points leagues by points.
import { standingsSortKeys } from "../contracts/standings-rules.ts";
import { normalSampler, seededRandom } from "./normal.ts";

export interface TeamSeason {
  id: string;
  wins: number;
  losses: number;
  ties: number;
  pointsFor: number;
  /** Victory points so far (leagues that use them). */
  victoryPoints?: number;
  /** The team's scores of the weeks played (a two-game week counts once). */
  weekly: number[];
  /**
   * Weeks played when `weekly` is not known (a total-points league has no schedule to read them
   * from): its mean is then `pointsFor` over these weeks.
   */
  weeksPlayed?: number;
}

/** One week still to play: its pairings (a team in two pairings plays two games that week). */
export interface RemainingWeek {
  week: number;
  matchups: [string, string][];
}

/** MFL's standingsSort keys this model understands; others are skipped. */
export type SortKey = "PCT" | "PTS" | "VP" | "ALL_PLAY";

export interface OddsRequest {
  teams: TeamSeason[];
  remaining: RemainingWeek[];
  /** false: a total-points league (no games: ranked by points). */
  h2h: boolean;
  playoffTeams: number;
  /** Top seeds that skip the first playoff round. */
  byes: number;
  sort: SortKey[];
  /** Victory points for a win and a tie (leagues that use them). */
  victoryPoints?: { win: number; tie: number };
  simulations: number;
  seed: number;
  /** Weeks of the league's mean a team's own mean is shrunk with. */
  shrinkWeeks?: number;
}

export interface TeamOdds {
  id: string;
  playoff: number;
  bye: number;
  /** P(seed k+1) for k = 0 … playoffTeams-1. */
  seeds: number[];
  /** P(playoff) given this team wins / loses its next week's game(s); null without a next week. */
  ifWin: number | null;
  ifLose: number | null;
}

/**
 * MFL's `standingsSort` ("PCT,PTS,", "VICTORY_POINTS,PCT,PTS,ALL_PLAY_PCT,") → the keys this model
 * ranks by, read by the standings' own rule (contracts/standings-rules): PCT then PTS when it says
 * nothing usable, points alone without head-to-head. A key only MFL can settle (H2H, PWR) and
 * everything after it are left to the coin that breaks the remaining ties.
 */
export function sortKeysOf(standingsSort: string | null | undefined, h2h: boolean): SortKey[] {
  const keys: SortKey[] = [];
  for (const key of standingsSortKeys(standingsSort, h2h)) {
    if (key === "HOST") break;
    keys.push(key === "ALL_PLAY_PCT" ? "ALL_PLAY" : key);
  }
  return keys.length > 0 ? keys : h2h ? ["PCT", "PTS"] : ["PTS"];
}

export function playoffOdds(req: OddsRequest): TeamOdds[] {
  const n = req.teams.length;
  const index = new Map(req.teams.map((t, i) => [t.id, i]));
  const random = seededRandom(req.seed);
  const z = normalSampler(random);
  const { means, meanSpread, weekSpread } = scoreModel(req.teams, req.shrinkWeeks ?? 3);
  const pairs = req.remaining.map((w) => w.matchups.map(([a, b]) => [index.get(a), index.get(b)]).filter(([a, b]) => a !== undefined && b !== undefined) as [number, number][]);
  const vp = req.victoryPoints;
  const places = Math.min(req.playoffTeams, n);

  const playoff = new Float64Array(n);
  const bye = new Float64Array(n);
  const seeds = Array.from({ length: n }, () => new Float64Array(places));
  const next = { won: new Float64Array(n), wonIn: new Float64Array(n), lost: new Float64Array(n), lostIn: new Float64Array(n) };

  const wins = new Float64Array(n);
  const ties = new Float64Array(n);
  const games = new Float64Array(n);
  const points = new Float64Array(n);
  const vps = new Float64Array(n);
  const allPlay = new Float64Array(n);
  const allPlayGames = new Float64Array(n);
  const mean = new Float64Array(n);
  const nextResult = new Int8Array(n); // +1 won more than lost next week, -1 fewer, 0 even or no game
  const score = new Float64Array(n);
  const order = Array.from({ length: n }, (_, i) => i);
  const coin = new Float64Array(n);

  for (let s = 0; s < req.simulations; s++) {
    for (let i = 0; i < n; i++) {
      const t = req.teams[i];
      wins[i] = t.wins;
      ties[i] = t.ties;
      games[i] = t.wins + t.losses + t.ties;
      points[i] = t.pointsFor;
      vps[i] = t.victoryPoints ?? 0;
      allPlay[i] = 0;
      allPlayGames[i] = 0;
      mean[i] = means[i] + z() * meanSpread[i];
      nextResult[i] = 0;
      coin[i] = random();
    }
    for (let w = 0; w < pairs.length; w++) {
      for (let i = 0; i < n; i++) score[i] = mean[i] + z() * weekSpread;
      for (let i = 0; i < n; i++) points[i] += score[i];
      if (!req.h2h) continue; // total points: the week's scores are all there is
      for (const [a, b] of pairs[w]) {
        games[a]++;
        games[b]++;
        const d = score[a] - score[b];
        if (d > 0) {
          wins[a]++;
          if (vp) vps[a] += vp.win;
          if (w === 0) nextResult[a]++, nextResult[b]--;
        } else if (d < 0) {
          wins[b]++;
          if (vp) vps[b] += vp.win;
          if (w === 0) nextResult[b]++, nextResult[a]--;
        } else {
          ties[a]++;
          ties[b]++;
          if (vp) vps[a] += vp.tie, vps[b] += vp.tie;
        }
      }
      if (req.sort.includes("ALL_PLAY")) {
        for (let i = 0; i < n; i++) {
          for (let j = 0; j < n; j++) if (i !== j) allPlay[i] += score[i] > score[j] ? 1 : score[i] === score[j] ? 0.5 : 0;
          allPlayGames[i] += n - 1;
        }
      }
    }
    order.sort((a, b) => {
      for (const key of req.sort) {
        const d = key === "PCT" ? pct(wins[b], ties[b], games[b]) - pct(wins[a], ties[a], games[a])
          : key === "PTS" ? points[b] - points[a]
          : key === "VP" ? vps[b] - vps[a]
          : (allPlayGames[b] ? allPlay[b] / allPlayGames[b] : 0) - (allPlayGames[a] ? allPlay[a] / allPlayGames[a] : 0);
        if (Math.abs(d) > 1e-9) return d;
      }
      return coin[b] - coin[a];
    });
    for (let rank = 0; rank < n; rank++) {
      const i = order[rank];
      const made = rank < places ? 1 : 0;
      if (made) {
        playoff[i]++;
        seeds[i][rank]++;
        if (rank < req.byes) bye[i]++;
      }
      if (nextResult[i] > 0) next.won[i]++, next.wonIn[i] += made;
      else if (nextResult[i] < 0) next.lost[i]++, next.lostIn[i] += made;
    }
  }
  const sims = Math.max(1, req.simulations);
  return req.teams.map((t, i) => ({
    id: t.id,
    playoff: playoff[i] / sims,
    bye: bye[i] / sims,
    seeds: [...seeds[i]].map((k) => k / sims),
    ifWin: next.won[i] > 0 ? next.wonIn[i] / next.won[i] : null,
    ifLose: next.lost[i] > 0 ? next.lostIn[i] / next.lost[i] : null,
  }));
}

function pct(wins: number, ties: number, games: number): number {
  return games === 0 ? 0 : (wins + ties / 2) / games;
}

/**
 * Each team's expected weekly score: its own mean shrunk toward the league's by `shrinkWeeks`
 * weeks of the league's mean; how unsure that mean still is (the pooled spread over the weeks it
 * rests on); and the pooled week-to-week spread of all teams.
 */
export function scoreModel(teams: TeamSeason[], shrinkWeeks: number) {
  const played = teams.map((t) => (t.weekly.length > 0 ? t.weekly.length : t.weeksPlayed ?? 0));
  const totals = teams.map((t, i) => (t.weekly.length > 0 ? t.weekly.reduce((s, x) => s + x, 0) : played[i] > 0 ? t.pointsFor : 0));
  const allWeeks = played.reduce((s, k) => s + k, 0);
  const leagueMean = allWeeks > 0 ? totals.reduce((s, x) => s + x, 0) / allWeeks : 100;
  let squares = 0;
  let dof = 0;
  for (const t of teams) {
    if (t.weekly.length < 2) continue;
    const m = t.weekly.reduce((s, x) => s + x, 0) / t.weekly.length;
    squares += t.weekly.reduce((s, x) => s + (x - m) ** 2, 0);
    dof += t.weekly.length - 1;
  }
  // Before two weeks are played (or with no weekly scores at all), a weekly spread of a fifth of
  // the mean (fantasy weeks spread so).
  const weekSpread = dof > 0 ? Math.sqrt(squares / dof) : leagueMean * 0.2;
  const means = teams.map((_, i) => (totals[i] + shrinkWeeks * leagueMean) / (played[i] + shrinkWeeks));
  const meanSpread = teams.map((_, i) => weekSpread / Math.sqrt(played[i] + shrinkWeeks));
  return { means, meanSpread, weekSpread, leagueMean };
}
