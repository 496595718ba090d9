import { ApiError, UNEXPECTED_ANSWER } from '@/lib/api-client';

/** A league view's two failure texts (spec 02 §8), e.g. 'Failed to fetch standings data' / 'Failed to load standings'. */
export interface LoadErrorTexts {
  /** The server answered non-OK and said nothing of its own. */
  fetchFailed: string;
  /** The answer was not a usable one (unreadable, or no message at all). */
  loadFailed: string;
  /** No answer arrived, for a screen with its own words for that; the client's 'Network error: …' otherwise. */
  networkFailed?: string;
}

export const STANDINGS_LOAD_ERRORS: LoadErrorTexts = {
  fetchFailed: 'Failed to fetch standings data',
  loadFailed: 'Failed to load standings',
};

export const TRANSACTIONS_LOAD_ERRORS: LoadErrorTexts = {
  fetchFailed: 'Failed to fetch transactions data',
  loadFailed: 'Failed to load transactions',
};

export const ROSTERS_LOAD_ERRORS: LoadErrorTexts = {
  fetchFailed: 'Failed to fetch roster data',
  loadFailed: 'Failed to load rosters',
};

/** League Scoring and League Matchups: one text for a failed scoring read (spec 02 §8). */
export const SCORING_LOAD_ERRORS: LoadErrorTexts = {
  fetchFailed: 'Failed to fetch scoring data',
  loadFailed: 'Failed to fetch scoring data',
};

/** Top Players has one text for any failed answer and its own for a network failure (spec 02 §8). */
export const TOP_PLAYERS_LOAD_ERRORS: LoadErrorTexts = {
  fetchFailed: 'Failed to fetch players',
  loadFailed: 'Failed to fetch players',
  networkFailed: 'Network error while fetching players',
};

/** The API client's own fallback when a non-OK body carries no error ('HTTP 502: Bad Gateway'). */
const HTTP_FALLBACK = /^HTTP \d{3}:/;

/**
 * What a league view says when its read failed (spec 02 §8): the server's error text when it gave
 * one ('Access denied to league', 'MFL authentication required'), the screen's 'Failed to fetch …
 * data' for a bare non-OK answer, 'Failed to load …' for an unusable one; network errors keep
 * their own words unless the screen has some.
 */
export function loadErrorText(error: Error, texts: LoadErrorTexts): string {
  const message = error.message.trim();
  if (texts.networkFailed && error instanceof ApiError && error.status === 0) return texts.networkFailed;
  if (error instanceof ApiError && error.status >= 400 && HTTP_FALLBACK.test(message)) return texts.fetchFailed;
  if (message === '' || message === UNEXPECTED_ANSWER) return texts.loadFailed;
  return message;
}
