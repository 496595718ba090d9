import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadQuietly, parseResponse } from '@/lib/api-client';
import type { UserProfile } from '@/lib/auth-context';
import { supabase } from '@/lib/supabase';
import { supabaseError } from '@/lib/supabase-error';
import { authKeys } from './auth-keys';

/** Explicit columns: `select('*')` is denied because mfl_cookie_enc is not readable. */
export const PROFILE_COLUMNS =
  'user_id, mfl_username, mfl_cookie_expires_at, has_mfl_cookie, is_admin, created_at, updated_at';

/** The user's profile row, or null when none exists yet (it is created on the first MFL connection). */
export async function getProfile(userId: string): Promise<UserProfile | null> {
  // Its schema loads beside the read (profile-schema.ts says why).
  const schema = loadQuietly(import('./profile-schema'));
  const { data, error, status } = await supabase.from('user_profile').select(PROFILE_COLUMNS).eq('user_id', userId).maybeSingle();
  if (error) throw supabaseError(error, status);
  return data === null ? null : parseResponse((await schema).profileSchema, data, status);
}

export function profileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: authKeys.profile(userId),
    queryFn: () => getProfile(userId),
    // Spec 01 §8: a failed load leaves the profile empty; the guards show it with a Retry.
    staleTime: 60_000,
  });
}

export function useProfile(userId: string | null) {
  return useQuery({ ...profileQueryOptions(userId ?? ''), enabled: userId !== null });
}
