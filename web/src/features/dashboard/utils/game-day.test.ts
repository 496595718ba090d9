import { describe, expect, it } from 'vitest';
import type { ScoringPlayer, ScoringTeam } from '@contracts/mfl-scoring.ts';
import { isGameDay } from './game-day';

const player = (kickoff: string | null, isPlaying = false): ScoringPlayer => ({
  id: '1', name: 'A', position: 'WR', team: 'BUF', points: 0, gameSecondsRemaining: 3600, isPlaying, hasPlayed: false, isBye: false,
  projectedPoints: 10, kickoff,
});
const team = (starters: ScoringPlayer[]): ScoringTeam => ({
  franchiseId: '0001', franchiseName: 'A', totalPoints: 0, projectedPoints: 10, gameSecondsRemaining: 3600, starters, bench: [],
});
const answer = (starters: ScoringPlayer[]) => ({ yourTeam: team(starters), opponents: [] });

describe('isGameDay', () => {
  const sunday = new Date('2026-11-22T15:00:00Z');
  it('a kickoff today on the viewer\'s calendar, or a game on now', () => {
    expect(isGameDay([answer([player('2026-11-22T18:00:00Z')])], sunday, 'America/New_York')).toBe(true);
    expect(isGameDay([undefined, answer([player(null, true)])], sunday, 'America/New_York')).toBe(true);
  });
  it('not on a day without a kickoff, nor before anything has loaded', () => {
    expect(isGameDay([answer([player('2026-11-26T18:00:00Z')])], sunday, 'America/New_York')).toBe(false);
    expect(isGameDay([undefined], sunday, 'UTC')).toBe(false);
  });
  it("a Sunday night game is Monday in Tokyo: the viewer's own calendar decides", () => {
    const mondayInTokyo = new Date('2026-11-23T02:00:00Z');
    expect(isGameDay([answer([player('2026-11-23T01:20:00Z')])], mondayInTokyo, 'Asia/Tokyo')).toBe(true);
  });
});
