import { useQuery, useQueryClient } from '@tanstack/react-query';
import { currentWeekQueryOptions } from '@/features/dashboard/api/get-current-week';
import { validateStoredCookie } from '@/features/mfl-connection/api/validate-cookie';
import { useAuth } from '@/lib/auth-context';
import { notify } from '@/lib/notify';
import { userLeaguesQueryOptions } from '@/lib/user-leagues';

export const appInitKeys = {
  run: (userId: string) => ['app-init', userId] as const,
};

/**
 * Spec 01 §4: once authentication is ready, per signed-in user and once per page load: check the
 * stored MFL credentials (MFL is asked only when a cookie is stored; a rejected one is marked expired
 * server-side, so the profile is reloaded to show it), then load the leagues and the current week.
 * A query with an infinite stale time is the "once": it survives remounts and StrictMode.
 */
export function useAppInitialisation(): void {
  const { loading, user, profile, profileLoading, refreshProfile } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id ?? '';
  const hasCookie = profile?.has_mfl_cookie === true;
  useQuery({
    queryKey: appInitKeys.run(userId),
    enabled: !loading && userId !== '' && !profileLoading,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    queryFn: async () => {
      if (hasCookie) {
        const valid = await validateStoredCookie();
        await refreshProfile();
        if (!valid) {
          notify({
            type: 'warning',
            title: 'MFL session expired',
            message: 'Reconnect your MFL account in Settings to refresh your league data.',
          });
        }
      }
      await Promise.allSettled([
        queryClient.prefetchQuery(userLeaguesQueryOptions(userId)),
        queryClient.prefetchQuery(currentWeekQueryOptions()),
      ]);
      return { checkedCookie: hasCookie };
    },
  });
}
