import { FAILED_TO_FETCH_SCORING } from '@contracts/mfl-scoring.ts';
import { ApiError, UNEXPECTED_ANSWER } from '@/lib/api-client';

/** A league view's failure texts (spec 02 §8), e.g. 'Failed to fetch standings data' / 'Failed to load standings'. */
export interface LoadErrorTexts {
  /** The server answered non-OK. */
  fetchFailed: string;
  /** The answer was not a usable one (unreadable, or no message at all). */
  loadFailed: string;
  /** No answer arrived, for a screen with its own words for that; the client's 'Network error: …' otherwise. */
  networkFailed?: string;
  /** The server's error alone when it gave one (Top Players: "the server's error or 'Failed to fetch players'"). */
  serverTextFirst?: boolean;
}

export const STANDINGS_LOAD_ERRORS: LoadErrorTexts = {
  fetchFailed: 'Failed to fetch standings data',
  loadFailed: 'Failed to load standings',
};

export const PLAYOFF_ODDS_LOAD_ERRORS: LoadErrorTexts = {
  fetchFailed: 'Failed to fetch playoff odds',
  loadFailed: 'Failed to load playoff odds',
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
  fetchFailed: FAILED_TO_FETCH_SCORING,
  loadFailed: FAILED_TO_FETCH_SCORING,
};

/** Top Players has one text for any failed answer and its own for a network failure (spec 02 §8). */
export const TOP_PLAYERS_LOAD_ERRORS: LoadErrorTexts = {
  fetchFailed: 'Failed to fetch players',
  loadFailed: 'Failed to fetch players',
  networkFailed: 'Network error while fetching players',
  serverTextFirst: true,
};

/** The API client's own fallback when a non-OK body carries no error ('HTTP 502: Bad Gateway'). */
const HTTP_FALLBACK = /^HTTP \d{3}:/;

/**
 * What a league view says when its read failed (spec 02 §8): a non-OK answer is the screen's
 * 'Failed to fetch … data', followed by the server's reason when it gave one ('…: Access denied to
 * league'); an unusable answer is 'Failed to load …'; network errors keep their own words unless
 * the screen has some.
 */
export function loadErrorText(error: Error, texts: LoadErrorTexts): string {
  const message = error.message.trim();
  if (texts.networkFailed && error instanceof ApiError && error.status === 0) return texts.networkFailed;
  const serverText = message !== '' && message !== UNEXPECTED_ANSWER && !HTTP_FALLBACK.test(message) ? message : null;
  if (error instanceof ApiError && error.status >= 400) {
    if (!serverText) return texts.fetchFailed;
    return texts.serverTextFirst ? serverText : `${texts.fetchFailed}: ${serverText}`;
  }
  return serverText ?? texts.loadFailed;
}
