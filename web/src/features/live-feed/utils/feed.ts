import { epochMs, type GameState, gameState, isScoringPlay, STAT_POSITIONS, type StatPosition, statPosition } from '@contracts/live-feed-rules.ts';
import type { MyFeedItem, MyFeedPlayerStats } from '@contracts/tank01-my-feed.ts';
import type { NflGame, Play } from '@contracts/tank01-nfl.ts';

export const BADGE: Record<GameState, { label: string; color: string }> = {
  live: { label: 'LIVE', color: 'red' },
  final: { label: 'FINAL', color: 'gray' },
  pregame: { label: 'PREGAME', color: 'blue' },
};

/** Which side has the ball: Tank01's "True"/"False" per side; null between possessions and when over. */
export function possession(game: NflGame): 'away' | 'home' | null {
  if (gameState(game) !== 'live') return null;
  const has = (side: 'away' | 'home') => /^true$/i.test(game.lineScore?.[side]?.currentlyInPossession ?? '');
  return has('away') ? 'away' : has('home') ? 'home' : null;
}

/** Period and clock of a live game ('Q2 4:12', 'Half'); 'Final' when over; null before kickoff. */
export function periodClock(game: NflGame): string | null {
  const state = gameState(game);
  if (state === 'final') return 'Final';
  if (state === 'pregame') return null;
  const period = game.lineScore?.period || game.currentPeriod || '';
  const clock = game.lineScore?.gameClock || game.gameClock || '';
  return [period, clock].filter(Boolean).join(' ') || 'Live';
}

/** The score of one side, '' before kickoff. */
export function points(game: NflGame, side: 'away' | 'home'): string {
  return (side === 'away' ? game.awayPts : game.homePts) ?? game.lineScore?.[side]?.totalPts ?? '';
}

/** Kickoff as an ISO time from `gameTime_epoch` (the epoch rule), null when Tank01 gave none. */
export function kickoffIso(game: NflGame): string | null {
  const ms = epochMs(game.gameTime_epoch);
  return ms === null ? null : new Date(ms).toISOString();
}

/** Plays newest first, each with whether it is a scoring play (spec 02 §5). */
export function playsNewestFirst(plays: readonly Play[] | undefined): (Play & { scoring: boolean; index: number })[] {
  return (plays ?? []).map((p, index) => ({ ...p, index, scoring: isScoringPlay(p.play) })).reverse();
}

/** The items to show: all, or only the scoring/highlight ones. */
export function visibleItems(items: readonly MyFeedItem[], onlyScoring: boolean): MyFeedItem[] {
  return onlyScoring ? items.filter((i) => i.scoring) : [...items];
}

/** Stat lines grouped QB, RB, WR, TE, K, DEF (spec 02 §9), empty groups left out, names sorted within. */
export function statGroups(stats: readonly MyFeedPlayerStats[]): { pos: StatPosition; players: MyFeedPlayerStats[] }[] {
  return STAT_POSITIONS.map((pos) => ({
    pos,
    players: stats.filter((s) => statPosition(s.pos) === pos).sort((a, b) => a.player_name.localeCompare(b.player_name)),
  })).filter((g) => g.players.length > 0);
}

const n = (group: Record<string, string> | undefined, key: string) => group?.[key] ?? '0';

/** One line of a player's stats, e.g. '14/22, 188 yds, 2 TD, 1 INT · 3 car, 12 yds'. */
export function statLine(s: MyFeedPlayerStats): string {
  const parts: string[] = [];
  if (s.passing) parts.push(`${n(s.passing, 'passCompletions')}/${n(s.passing, 'passAttempts')}, ${n(s.passing, 'passYds')} yds, ${n(s.passing, 'passTD')} TD, ${n(s.passing, 'int')} INT`);
  if (s.rushing) parts.push(`${n(s.rushing, 'carries')} car, ${n(s.rushing, 'rushYds')} yds${s.rushing.rushTD && s.rushing.rushTD !== '0' ? `, ${s.rushing.rushTD} TD` : ''}`);
  if (s.receiving) parts.push(`${n(s.receiving, 'receptions')} rec (${n(s.receiving, 'targets')} tgt), ${n(s.receiving, 'recYds')} yds${s.receiving.recTD && s.receiving.recTD !== '0' ? `, ${s.receiving.recTD} TD` : ''}`);
  if (s.kicking && (s.kicking.fgAttempts || s.kicking.xpAttempts)) parts.push(`FG ${n(s.kicking, 'fgMade')}/${n(s.kicking, 'fgAttempts')}, XP ${n(s.kicking, 'xpMade')}/${n(s.kicking, 'xpAttempts')}`);
  if (s.defense) {
    const d = s.defense;
    if (d.ptsAllowed !== undefined) parts.push(`${n(d, 'sacks')} sacks, ${n(d, 'defensiveInterceptions')} INT, ${n(d, 'fumblesRecovered')} FR, ${n(d, 'ptsAllowed')} pts allowed`);
    else if (d.fumblesLost && d.fumblesLost !== '0') parts.push(`${d.fumblesLost} fumble lost`);
  }
  return parts.join(' · ') || 'No stats yet';
}
