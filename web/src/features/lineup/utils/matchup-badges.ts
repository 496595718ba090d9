import type { Opponent } from '@contracts/mfl-lineup.ts';

/** Spec 02 §9: defence ranks in four bands of 8 out of 32. */
const RANK_BANDS = [
  { upTo: 8, color: 'green' },
  { upTo: 16, color: 'yellow' },
  { upTo: 24, color: 'orange' },
  { upTo: 32, color: 'red' },
] as const;

/** Spec 02 §5: 1-8 green, 9-16 yellow, 17-24 orange, 25-32 red; a missing rank or one outside 1-32 grey. */
export function defenceRankColor(rank: number | null | undefined): string {
  if (rank === null || rank === undefined || !Number.isInteger(rank) || rank < 1) return 'gray';
  return RANK_BANDS.find((band) => rank <= band.upTo)?.color ?? 'gray';
}

export interface DefenceRank {
  label: 'pass def' | 'rush def';
  rank: number | null;
}

/** The opposing defence that matters to a position: pass for QB/WR/TE, rush for RB/FB; none for others. */
export function defenceRankFor(position: string, opponent: Opponent | null): DefenceRank | null {
  const pos = position.toUpperCase();
  if (['QB', 'WR', 'TE'].includes(pos)) return { label: 'pass def', rank: opponent?.opponent_pass_defense_rank ?? null };
  if (['RB', 'FB'].includes(pos)) return { label: 'rush def', rank: opponent?.opponent_rush_defense_rank ?? null };
  return null;
}

/** 'vs KCC' at home, '@ KCC' away. */
export function opponentLabel(opponent: Opponent): string {
  return `${opponent.is_home ? 'vs' : '@'} ${opponent.opponent}`;
}

/** The team's point spread, favourite negative: -3.5, +7, 'PK' for a pick'em. */
export function spreadLabel(spread: number | null): string | null {
  if (spread === null) return null;
  if (spread === 0) return 'PK';
  return spread > 0 ? `+${spread}` : String(spread);
}
