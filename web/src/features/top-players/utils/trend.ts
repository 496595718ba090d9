import type { TopPlayer } from '@contracts/league-top-players.ts';
import { weekPoints } from './player-display';

/**
 * The drawer's Trend (spec 02 §2): a line over the weeks he scored, which needs more than one week
 * with points above 0; with none it reads 'N/A', with one '1W'.
 */
export type Trend = { kind: 'line'; points: number[] } | { kind: 'label'; label: 'N/A' | '1W' };

export function trendOf(player: Pick<TopPlayer, 'weekly_scores'>, weeks: readonly number[]): Trend {
  const scored = weeks.map((week) => weekPoints(player, week)).filter((points): points is number => points !== null);
  const positive = scored.filter((points) => points > 0).length;
  if (positive === 0) return { kind: 'label', label: 'N/A' };
  if (positive === 1) return { kind: 'label', label: '1W' };
  return { kind: 'line', points: scored };
}
