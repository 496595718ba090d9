import type { LeagueSettings, LineupRosterPlayer } from '@contracts/mfl-lineup.ts';
import { bestLineup } from '@contracts/lineup-optimizer.ts';
import { fills, FLEX_POSITIONS } from '@contracts/lineup-rules.ts';
import { formatPoints } from '@/lib/format';
import { canMove, startingRequirements } from './lineup-groups';

/** Injury statuses that mean he will not play (worth nothing this week, whatever MFL projects), as the reason reads them. */
const WILL_NOT_PLAY: Record<string, string> = { OUT: 'Out', IR: 'IR', SUSPENDED: 'Suspended', PUP: 'PUP', NFI: 'NFI' };

/** One proposed change: who starts instead of whom, and why. Either side may be missing in a league whose starter count is a range. */
export interface LineupChange {
  in: LineupRosterPlayer | null;
  out: LineupRosterPlayer | null;
  /** 'Out', 'bye', 'no game', or '+6.4 projected'. */
  reason: string;
}

export interface OptimizedLineup {
  starters: string[];
  /** Projected totals of the lineup as it was and as proposed. */
  before: number;
  after: number;
  changes: LineupChange[];
}

/** Why a player cannot score this week, if he cannot: his injury, his bye, his team not playing. */
export function cannotScore(player: LineupRosterPlayer, week: number): string | null {
  const injury = WILL_NOT_PLAY[player.injury?.status.trim().toUpperCase() ?? ''];
  if (injury) return injury;
  if (player.bye_week === week) return 'bye';
  if (!player.opponent && player.team !== '') return 'no game';
  return null;
}

/** What a player is worth to the lineup: MFL's projection, nothing when he cannot score (or MFL has none). */
export function projectedValue(player: LineupRosterPlayer, projections: ReadonlyMap<string, number>, week: number): number {
  return cannotScore(player, week) ? 0 : projections.get(player.id) ?? 0;
}

/** The projected total of a lineup: its starters on the roster, by projectedValue. */
export function projectedTotal(players: LineupRosterPlayer[], starters: string[], projections: ReadonlyMap<string, number>, week: number): number {
  const ids = new Set(starters);
  return round(players.filter((p) => ids.has(p.id)).reduce((n, p) => n + projectedValue(p, projections, week), 0));
}

/**
 * The best projected valid lineup (contracts/lineup-optimizer.ts, exact), keeping every player who
 * cannot move (kicked off, IR, taxi) where he is; null when no valid lineup can be made. Among equal
 * totals, the one with the fewest changes.
 */
export function optimizeLineup(
  settings: LeagueSettings,
  players: LineupRosterPlayer[],
  starters: string[],
  projections: ReadonlyMap<string, number>,
  week: number,
  hostNow: number,
): OptimizedLineup | null {
  const current = new Set(starters);
  const rules = { ...settings, startingPositions: startingRequirements(settings) };
  const best = bestLineup(
    rules,
    players.map((p) => ({
      id: p.id,
      position: p.position,
      points: projectedValue(p, projections, week),
      starter: current.has(p.id),
      locked: !canMove(p, hostNow),
    })),
  );
  if (!best) return null;
  const byId = new Map(players.map((p) => [p.id, p]));
  const ins = best.in.map((id) => byId.get(id)!);
  const outs = best.out.map((id) => byId.get(id)!);
  return {
    starters: best.starters,
    before: projectedTotal(players, starters, projections, week),
    after: projectedTotal(players, best.starters, projections, week),
    changes: pairChanges(ins, outs, rules.startingPositions.map((r) => r.name)).map(([inPlayer, outPlayer]) => ({
      in: inPlayer,
      out: outPlayer,
      reason: (outPlayer && cannotScore(outPlayer, week)) ?? gainText(value(inPlayer, projections, week) - value(outPlayer, projections, week)),
    })),
  };
}

/** Each player coming in beside the one he replaces: the same starting requirement first, then in order. */
function pairChanges(ins: LineupRosterPlayer[], outs: LineupRosterPlayer[], requirements: string[]) {
  const group = (p: LineupRosterPlayer) => requirements.find((r) => fills(r, p.position)) ?? (FLEX_POSITIONS.includes(p.position) ? 'FLEX' : '');
  const left = [...outs];
  const pairs: [LineupRosterPlayer | null, LineupRosterPlayer | null][] = [];
  for (const inPlayer of ins) {
    const same = left.findIndex((o) => group(o) === group(inPlayer));
    const index = same >= 0 ? same : left.length > 0 ? 0 : -1;
    pairs.push([inPlayer, index >= 0 ? left.splice(index, 1)[0] : null]);
  }
  return [...pairs, ...left.map((o) => [null, o] as [null, LineupRosterPlayer])];
}

function value(player: LineupRosterPlayer | null, projections: ReadonlyMap<string, number>, week: number): number {
  return player ? projectedValue(player, projections, week) : 0;
}

/** '+6.4 projected', '−1.2 projected' (a swap that loses a little so another can gain more). */
function gainText(gain: number): string {
  return `${gain < 0 ? '−' : '+'}${formatPoints(Math.abs(round(gain)))} projected`;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
