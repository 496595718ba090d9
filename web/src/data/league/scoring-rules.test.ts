import { describe, expect, it } from 'vitest';
import { formatPoints, isClose, leader, leaderText, matchupClock, minutesLeft, playerStatus, timeRemaining, updatedText } from './scoring-rules';

const team = (franchiseId: string, totalPoints: number) => ({ franchiseId, totalPoints });
const flags = { isBye: false, isPlaying: false, hasPlayed: false };

describe('timeRemaining', () => {
  it("is 'Final' when no game seconds are left", () => {
    expect(timeRemaining([{ gameSecondsRemaining: 0 }, { gameSecondsRemaining: 0 }])).toBe('Final');
    expect(timeRemaining([])).toBe('Final');
  });

  it('adds both teams and shows whole minutes, rounding the last seconds up', () => {
    expect(timeRemaining([{ gameSecondsRemaining: 3600 }, { gameSecondsRemaining: 1800 }])).toBe('90 min remaining');
    expect(timeRemaining([{ gameSecondsRemaining: 61 }, { gameSecondsRemaining: 0 }])).toBe('2 min remaining');
    expect(timeRemaining([{ gameSecondsRemaining: 5 }])).toBe('1 min remaining');
  });

  it('ignores negative seconds', () => {
    expect(timeRemaining([{ gameSecondsRemaining: -30 }])).toBe('Final');
  });
});

describe('playerStatus', () => {
  it('LIVE while playing, FINAL once played, PENDING before, BYE on a bye', () => {
    expect(playerStatus({ ...flags, isPlaying: true })).toBe('LIVE');
    expect(playerStatus({ ...flags, hasPlayed: true })).toBe('FINAL');
    expect(playerStatus(flags)).toBe('PENDING');
    expect(playerStatus({ ...flags, isBye: true })).toBe('BYE');
  });
});

describe('leaderText', () => {
  it('names the leader with the gap to two decimals', () => {
    expect(leaderText([team('0001', 101.5), team('0002', 88.25)])).toBe('Team 0001 leads by 13.25 points');
    expect(leaderText([team('0001', 60), team('0002', 70.1)])).toBe('Team 0002 leads by 10.10 points');
  });

  it("is 'Tied game' for equal points (at two decimals)", () => {
    expect(leaderText([team('Alpha', 90), team('Beta', 90)])).toBe('Tied game');
    expect(leaderText([team('Alpha', 0.1 + 0.2), team('Beta', 0.3)])).toBe('Tied game');
  });

  it('is nothing without two teams', () => {
    expect(leaderText([team('Alpha', 90)])).toBeNull();
  });
});

describe('formatPoints / updatedText', () => {
  it('shows two decimals', () => {
    expect(formatPoints(102.4)).toBe('102.40');
    expect(formatPoints(0)).toBe('0.00');
  });

  it("reads 'Updated: {time}', nothing for an unreadable time", () => {
    expect(updatedText('2026-11-22T18:30:00Z')).toMatch(/^Updated: \S/);
    expect(updatedText('not a date')).toBeNull();
  });
});

describe('matchupClock / minutesLeft', () => {
  it("reads minutes left, or 'Completed' once no seconds remain", () => {
    expect(matchupClock([{ gameSecondsRemaining: 3600 }, { gameSecondsRemaining: 1230 }])).toBe('81 min left');
    expect(matchupClock([{ gameSecondsRemaining: 0 }, { gameSecondsRemaining: 0 }])).toBe('Completed');
    expect(minutesLeft([{ gameSecondsRemaining: 59 }])).toBe(1);
  });
});

describe('isClose / leader', () => {
  it("is CLOSE while the gap is under 5 points, not at 5", () => {
    expect(isClose([team('0001', 100), team('0002', 95.01)])).toBe(true);
    expect(isClose([team('0001', 100), team('0002', 95)])).toBe(false);
    expect(isClose([team('0001', 0), team('0002', 0)])).toBe(true);
    expect(isClose([team('0001', 10)])).toBe(false);
  });

  it('names the team ahead; nobody when tied or alone', () => {
    expect(leader([team('0001', 80), team('0002', 92.5)])?.franchiseId).toBe('0002');
    expect(leader([team('0001', 80), team('0002', 80.001)])).toBeNull();
    expect(leader([team('0001', 80)])).toBeNull();
  });
});
