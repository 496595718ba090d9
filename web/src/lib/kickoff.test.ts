import { describe, expect, it } from 'vitest';
import { kickoffLabel } from './kickoff';

// Sunday 2026-11-22, 14:30 in New York (19:30 UTC): the simulator's default moment.
const NOW = new Date('2026-11-22T19:30:00Z');
const NY = 'America/New_York';

describe('kickoffLabel', () => {
  it("today carries the time zone; tomorrow and the rest of the week do not", () => {
    expect(kickoffLabel('2026-11-22T21:25:00Z', NOW, NY)).toBe('Today 4:25 PM EST');
    expect(kickoffLabel('2026-11-24T01:15:00Z', NOW, NY)).toBe('Tomorrow 8:15 PM');
    expect(kickoffLabel('2026-11-27T01:15:00Z', NOW, NY)).toBe('Thu 8:15 PM');
    expect(kickoffLabel('2026-11-20T01:15:00Z', NOW, NY)).toBe('Thu 8:15 PM');
  });

  it('a week or more away reads month and day', () => {
    expect(kickoffLabel('2026-11-29T18:00:00Z', NOW, NY)).toBe('Nov 29 1:00 PM');
    expect(kickoffLabel('2026-12-03T18:00:00Z', NOW, NY)).toBe('Dec 3 1:00 PM');
  });

  it("counts days in the viewer's zone: a Monday night kickoff is already Tuesday in Berlin", () => {
    const mondayNight = '2026-11-24T01:15:00Z';
    expect(kickoffLabel(mondayNight, NOW, NY)).toBe('Tomorrow 8:15 PM');
    expect(kickoffLabel(mondayNight, NOW, 'Europe/Berlin')).toBe('Tue 2:15 AM');
    expect(kickoffLabel('2026-11-22T22:30:00Z', NOW, 'Europe/Berlin')).toBe('Today 11:30 PM GMT+1');
  });

  it('across midnight: just before, a game after midnight is tomorrow; just after, it is today', () => {
    const game = '2026-11-23T05:30:00Z'; // 00:30 in New York
    expect(kickoffLabel(game, new Date('2026-11-23T04:59:00Z'), NY)).toBe('Tomorrow 12:30 AM');
    expect(kickoffLabel(game, new Date('2026-11-23T05:01:00Z'), NY)).toBe('Today 12:30 AM EST');
  });

  it('counts calendar days across a month end and a DST change', () => {
    expect(kickoffLabel('2026-11-01T17:00:00Z', new Date('2026-10-31T16:00:00Z'), NY)).toBe('Tomorrow 12:00 PM');
  });

  it('null for a missing or unreadable time', () => {
    expect(kickoffLabel(null, NOW, NY)).toBeNull();
    expect(kickoffLabel('soon', NOW, NY)).toBeNull();
  });
});
