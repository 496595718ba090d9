import { weeklyAffiliationsEndpoint } from '@contracts/admin-backfill-weekly-affiliations.ts';
import { api } from '@/lib/api-client';
import { useIdentityWrite } from './use-identity-write';

export interface WeeklyAffiliationsInput {
  season: number;
  /** One week, or 'auto': every week played so far. */
  week: number | 'auto';
}

/** POST /api/admin/backfill-weekly-affiliations {season, week?} (spec 02 §7): each player's NFL team per week. */
export function backfillWeeklyAffiliations({ season, week }: WeeklyAffiliationsInput) {
  return api.call(weeklyAffiliationsEndpoint, week === 'auto' ? { season } : { season, week });
}

export const useBackfillWeeklyAffiliations = () => useIdentityWrite(backfillWeeklyAffiliations);
