import type { QueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { userLeaguesQueryOptions } from '@/lib/user-leagues';

/**
 * Loaders start a screen's reads while the route resolves, through the same query options the
 * screen's hooks use, so the screen finds them in the cache. They never block navigation and never
 * read for a signed-out visitor (the guards decide what that visitor sees).
 */
export function prefetchUserLeagues(queryClient: QueryClient) {
  return async () => {
    const { data } = await supabase.auth.getSession();
    const userId = data.session?.user.id;
    if (userId) void queryClient.prefetchQuery(userLeaguesQueryOptions(userId));
    return null;
  };
}
