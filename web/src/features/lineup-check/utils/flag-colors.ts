import type { FlagLevel, LeagueCheck } from '@contracts/lineup-check.ts';
import { LINEUP_SET, NEEDS_ATTENTION, SET_BY_MFL } from '@contracts/lineup-check.ts';

/** Cannot score or would be refused: red; at risk: orange (Doubtful) or yellow (Questionable); locked: nothing to do. */
export function flagColor(level: FlagLevel): string {
  switch (level) {
    case 'doubtful':
      return 'orange';
    case 'questionable':
      return 'yellow';
    case 'locked':
      return 'gray';
    default:
      return 'red';
  }
}

/** A league's status as its badge shows it. */
export function statusBadge(status: LeagueCheck['status']): { label: string; color: string } {
  switch (status) {
    case 'attention':
      return { label: NEEDS_ATTENTION, color: 'red' };
    case 'best_ball':
      return { label: SET_BY_MFL, color: 'blue' };
    case 'unavailable':
      return { label: 'Not checked', color: 'gray' };
    default:
      return { label: LINEUP_SET, color: 'green' };
  }
}
