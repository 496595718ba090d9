import { FAILED_TO_FETCH_SCORING } from '@contracts/mfl-scoring.ts';
import { ApiError } from '@/lib/api-client';

/** Spec 02 §8: a league's block says 'Network error' when no answer came, 'Failed to load' otherwise. */
export function leagueFailureTitle(error: Error): 'Network error' | 'Failed to load' {
  return error instanceof ApiError && error.status === 0 ? 'Network error' : 'Failed to load';
}

/** The line under the title: the server's own words when it gave some, else the spec's scoring text. */
export function leagueFailureDetail(error: Error): string {
  if (error instanceof ApiError && error.status === 0) return 'The server could not be reached. We will try again.';
  const message = error.message.trim();
  return message === '' || /^HTTP \d{3}:/.test(message) ? FAILED_TO_FETCH_SCORING : message;
}
