import { useQuery, useQueryClient } from '@tanstack/react-query';
import { deriveAuthFlags, useAuth } from '@/lib/auth-context';
import { notify } from '@/lib/notify';
import { userLeaguesQueryOptions } from '@/lib/user-leagues';

export const appInitKeys = {
  run: (userId: string) => ['app-init', userId] as const,
};

/**
 * Spec 01 §4: once authentication is ready, per signed-in user and once per page load: check the
 * stored MFL credentials, then load the leagues and the current week. Returns whether the check has
 * ended; the leagues and current-week hooks wait for it (lib/app-initialisation), so nothing reads
 * league data alongside the check. A query with an infinite stale time is the "once": it survives
 * remounts and StrictMode.
 *
 * MFL is asked only when a cookie is stored. An answer other than valid may be MFL rejecting the
 * session (the server then marks it expired) or just a failed check (network, 5xx): the reloaded
 * profile tells them apart, and only an expired one warns.
 */
export function useAppInitialisation(): boolean {
  const { loading, session, user, profile, profileLoading, refreshProfile } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id ?? '';
  const hasCookie = profile?.has_mfl_cookie === true;
  const init = useQuery({
    queryKey: appInitKeys.run(userId),
    enabled: !loading && userId !== '' && !profileLoading,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    queryFn: async () => {
      // Their contracts (zod) load with the first signed-in start-up, not with /login.
      const [{ validateStoredCookie }, { currentWeekQueryOptions }] = await Promise.all([
        import('@/features/mfl-connection/api/validate-cookie'),
        import('@/lib/current-week'),
      ]);
      if (hasCookie && !(await validateStoredCookie())) {
        const refreshed = await refreshProfile();
        if (!deriveAuthFlags(session, refreshed, false).mflCookieValid) {
          notify({
            type: 'warning',
            title: 'MFL session expired',
            message: 'Reconnect your MFL account in Settings to refresh your league data.',
          });
        }
      }
      // Started here, after the check; the hooks that show them join these requests.
      void queryClient.prefetchQuery(userLeaguesQueryOptions(userId));
      void queryClient.prefetchQuery(currentWeekQueryOptions());
      return { checkedCookie: hasCookie };
    },
  });
  return init.isSuccess || init.isError;
}
