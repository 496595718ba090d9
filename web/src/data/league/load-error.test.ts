import { describe, expect, it } from 'vitest';
import { ApiError, UNEXPECTED_ANSWER } from '@/lib/api-client';
import {
  loadErrorText,
  ROSTERS_LOAD_ERRORS,
  STANDINGS_LOAD_ERRORS,
  TOP_PLAYERS_LOAD_ERRORS,
  TRANSACTIONS_LOAD_ERRORS,
} from './load-error';

describe('loadErrorText (spec 02 §8)', () => {
  it("a bare non-OK answer is 'Failed to fetch … data'", () => {
    expect(loadErrorText(new ApiError('HTTP 502: Bad Gateway', 502), STANDINGS_LOAD_ERRORS)).toBe('Failed to fetch standings data');
    expect(loadErrorText(new ApiError('HTTP 500: ', 500), TRANSACTIONS_LOAD_ERRORS)).toBe('Failed to fetch transactions data');
  });

  it("an unusable answer is 'Failed to load …'", () => {
    expect(loadErrorText(new ApiError(UNEXPECTED_ANSWER, 200), STANDINGS_LOAD_ERRORS)).toBe('Failed to load standings');
    expect(loadErrorText(new Error(''), TRANSACTIONS_LOAD_ERRORS)).toBe('Failed to load transactions');
  });

  it("a non-OK answer with the server's reason says both; network errors keep their words", () => {
    expect(loadErrorText(new ApiError('Access denied to league', 403), STANDINGS_LOAD_ERRORS)).toBe(
      'Failed to fetch standings data: Access denied to league',
    );
    expect(loadErrorText(new ApiError('MFL authentication required', 401), ROSTERS_LOAD_ERRORS)).toBe(
      'Failed to fetch roster data: MFL authentication required',
    );
    expect(loadErrorText(new ApiError('Network error: Failed to fetch', 0), STANDINGS_LOAD_ERRORS)).toBe('Network error: Failed to fetch');
  });

  it("rosters: 'Failed to fetch roster data' / 'Failed to load rosters'", () => {
    expect(loadErrorText(new ApiError('HTTP 502: Bad Gateway', 502), ROSTERS_LOAD_ERRORS)).toBe('Failed to fetch roster data');
    expect(loadErrorText(new ApiError(UNEXPECTED_ANSWER, 200), ROSTERS_LOAD_ERRORS)).toBe('Failed to load rosters');
  });

  it("top players: the server's error, else 'Failed to fetch players'; no answer is 'Network error while fetching players'", () => {
    expect(loadErrorText(new ApiError('MFL authentication required', 401), TOP_PLAYERS_LOAD_ERRORS)).toBe('MFL authentication required');
    expect(loadErrorText(new ApiError('HTTP 500: Internal Server Error', 500), TOP_PLAYERS_LOAD_ERRORS)).toBe('Failed to fetch players');
    expect(loadErrorText(new ApiError(UNEXPECTED_ANSWER, 200), TOP_PLAYERS_LOAD_ERRORS)).toBe('Failed to fetch players');
    expect(loadErrorText(new ApiError('Network error: Failed to fetch', 0), TOP_PLAYERS_LOAD_ERRORS)).toBe(
      'Network error while fetching players',
    );
  });
});
