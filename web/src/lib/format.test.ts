import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatPercent, formatPoints, ordinal } from '@/lib/format';

describe('format', () => {
  beforeAll(() => {
    vi.stubEnv('TZ', 'UTC');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('formatDate: short month, day, year; null when missing or unreadable', () => {
    expect(formatDate('2026-11-18T15:00:00Z')).toBe('Nov 18, 2026');
    expect(formatDate(null)).toBeNull();
    expect(formatDate('')).toBeNull();
    expect(formatDate('not a date')).toBeNull();
  });

  it('formatDateTime: date and time of day; null when missing or unreadable', () => {
    expect(formatDateTime('2026-11-18T15:30:00Z')).toBe('Nov 18, 2026, 3:30 PM');
    expect(formatDateTime(undefined)).toBeNull();
    expect(formatDateTime('soon')).toBeNull();
  });

  it('formatPoints: grouped, at most two decimals', () => {
    expect(formatPoints(1234.5)).toBe('1,234.5');
    expect(formatPoints(987.654)).toBe('987.65');
    expect(formatPoints(0)).toBe('0');
  });

  it('formatPercent: a fraction as a percentage with one decimal', () => {
    expect(formatPercent(0.625)).toBe('62.5%');
    expect(formatPercent(8.5 / 12)).toBe('70.8%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(1)).toBe('100.0%');
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [14, '14th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [101, '101st'],
    [102, '102nd'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th'],
    [121, '121st'],
  ])('%i → %s', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });
});
