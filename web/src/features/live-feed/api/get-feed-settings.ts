import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { DEFAULT_FEED_POLL_SEC } from '@contracts/live-feed-rules.ts';
import { parseResponse } from '@/lib/api-client';
import { supabase } from '@/lib/supabase';
import { supabaseError } from '@/lib/supabase-error';
import { liveFeedKeys } from './keys';

/** The live feed's poll intervals in seconds (system settings, any signed-in user reads them). */
export interface FeedPolls {
  singleSec: number;
  mineSec: number;
}

export const FALLBACK_POLLS: FeedPolls = { singleSec: DEFAULT_FEED_POLL_SEC, mineSec: DEFAULT_FEED_POLL_SEC };

const rowsSchema = z.array(z.object({ key: z.string(), value: z.unknown() }));
const seconds = z.number().int().min(5).max(3600);

/** tank01_single_poll_sec and tank01_mine_poll_sec; a missing or odd value is the 30 s default. */
export async function getFeedPolls(): Promise<FeedPolls> {
  const { data, error, status } = await supabase
    .from('system_settings')
    .select('key, value')
    .in('key', ['tank01_single_poll_sec', 'tank01_mine_poll_sec']);
  if (error) throw supabaseError(error, status);
  const rows = parseResponse(rowsSchema, data ?? [], status);
  const read = (key: string) => {
    const parsed = seconds.safeParse(rows.find((r) => r.key === key)?.value);
    return parsed.success ? parsed.data : DEFAULT_FEED_POLL_SEC;
  };
  return { singleSec: read('tank01_single_poll_sec'), mineSec: read('tank01_mine_poll_sec') };
}

/** Spec 02 §7: when the settings cannot be loaded the feed polls every 30 s. */
export function useFeedPolls(): FeedPolls {
  const query = useQuery(queryOptions({ queryKey: liveFeedKeys.settings(), queryFn: getFeedPolls, staleTime: 5 * 60_000, retry: 1 }));
  return query.data ?? FALLBACK_POLLS;
}
