import type { SundayGame, SundayGameState } from '@contracts/mfl-sunday.ts';
import { formatPoints } from '@/lib/format';

export const GROUP_TITLES: Record<SundayGameState, string> = { live: 'Live now', upcoming: 'Upcoming', final: 'Final' };

/** The server's order kept, cut into live, upcoming and final (empty groups left out). */
export function gameGroups(games: readonly SundayGame[]): { state: SundayGameState; games: SundayGame[] }[] {
  return (['live', 'upcoming', 'final'] as const)
    .map((state) => ({ state, games: games.filter((g) => g.state === state) }))
    .filter((group) => group.games.length > 0);
}

/** '+12.4' for a game to root for, '−3' against, '0' even. */
export function netText(net: number): string {
  if (net > 0) return `+${formatPoints(net)}`;
  if (net < 0) return `−${formatPoints(-net)}`;
  return '0';
}

/** What the viewer wants from the game in words: the colour is never the only sign. */
export function rootingText(game: Pick<SundayGame, 'net' | 'stake'>): string {
  if (game.stake === 0) return 'None of your starters';
  if (game.net > 0) return 'Root for points';
  if (game.net < 0) return 'Root against';
  return 'Even';
}

/** Minutes of the whole game left ('31 min left'): MFL gives the game's seconds left, not its quarter. */
export function minutesLeftText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'Under a minute left' : `${minutes} min left`;
}
