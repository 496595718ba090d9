import {
  LEAGUE_NOT_FOUND_OR_NOT_CONNECTED,
  MFL_AUTHENTICATION_REQUIRED,
  MFL_CREDENTIALS_NOT_FOUND,
  USER_NOT_AUTHENTICATED,
} from '@contracts/mfl-lineup.ts';
import { loadErrorText, type LoadErrorTexts } from '@/data/league/load-error';
import { ApiError } from '@/lib/api-client';

const LINEUP_LOAD_ERRORS: LoadErrorTexts = {
  fetchFailed: 'Failed to fetch lineup data',
  loadFailed: 'Failed to load lineup',
  // Set Lineup's other failures keep the server's own sentence ('The current NFL week could not be determined: …').
  serverTextFirst: true,
};

/** What the server's session problems (`mflStatus`, see _shared/credentials/mfl-session.ts) read as on Set Lineup. */
const SESSION_TEXTS: Record<string, string> = {
  not_connected: LEAGUE_NOT_FOUND_OR_NOT_CONNECTED,
  credentials_missing: MFL_CREDENTIALS_NOT_FOUND,
  expired: MFL_AUTHENTICATION_REQUIRED,
};

/**
 * Spec 02 §8 lineup load errors, from the server's codes rather than its wording (which other
 * screens share): a rejected sign-in (401 without an MFL status) is 'User not authenticated'; no
 * MFL account 'League not found or MFL not connected' (as is a league the user is not in, 404);
 * a stored session that is gone 'MFL credentials not found'; one MFL no longer accepts 'MFL
 * authentication required'. Anything else keeps the league views' rules.
 */
export function lineupLoadErrorText(error: Error): string {
  if (error instanceof ApiError) {
    const mflStatus = (error.body as { mflStatus?: unknown } | undefined)?.mflStatus;
    if (typeof mflStatus === 'string' && SESSION_TEXTS[mflStatus]) return SESSION_TEXTS[mflStatus];
    if (error.status === 401) return USER_NOT_AUTHENTICATED;
    if (error.status === 404 && error.message === LEAGUE_NOT_FOUND_OR_NOT_CONNECTED) return LEAGUE_NOT_FOUND_OR_NOT_CONNECTED;
  }
  return loadErrorText(error, LINEUP_LOAD_ERRORS);
}
