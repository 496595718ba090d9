import { useQuery, useQueryClient } from '@tanstack/react-query';
import { deriveAuthFlags, useAuth } from '@/lib/auth-context';
import { notify } from '@/lib/notify';
import { userLeaguesQueryOptions } from '@/lib/user-leagues';

export const appInitKeys = {
  run: (userId: string) => ['app-init', userId] as const,
};

/**
 * Spec 01 §4: once authentication is ready, per signed-in user and once per page load: check the
 * stored MFL credentials, then load the leagues and the current week. The check is started first, but
 * nothing waits for its answer: the server answers it from MFL's acceptance of the last few
 * minutes on nearly every page load, and the screens' reads (started by the route loaders too)
 * would otherwise queue behind a call that changes nothing for them. A query with an infinite
 * stale time is the "once": it survives remounts and StrictMode.
 *
 * MFL is asked only when a cookie is stored. An answer other than valid may be MFL rejecting the
 * session (the server then marks it expired) or just a failed check (network, 5xx): the reloaded
 * profile tells them apart, and only an expired one warns (and every screen then shows the
 * expired state: Settings' 'Expired - Reconnection needed', /login's reconnect step).
 */
export function useAppInitialisation(): void {
  const { loading, session, user, profile, profileLoading, refreshProfile } = useAuth();
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
      // Their contracts (zod) load with the first signed-in start-up, not with /login.
      const [{ mflSessionCheckQueryOptions }, { currentWeekQueryOptions }] = await Promise.all([
        import('@/features/mfl-connection/api/validate-cookie'),
        import('@/lib/current-week'),
      ]);
      const check = hasCookie ? queryClient.fetchQuery(mflSessionCheckQueryOptions(userId)) : null;
      // The hooks that show them join these requests.
      void queryClient.prefetchQuery(userLeaguesQueryOptions(userId));
      void queryClient.prefetchQuery(currentWeekQueryOptions());
      if (check && !(await check)) {
        const refreshed = await refreshProfile();
        if (!deriveAuthFlags(session, refreshed, false).mflCookieValid) {
          notify({
            type: 'warning',
            title: 'MFL session expired',
            message: 'Reconnect your MFL account in Settings to refresh your league data.',
          });
        }
      }
      return { checkedCookie: hasCookie };
    },
  });
}
