import { Anchor, NavLink, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { QueryState, SkeletonRows } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { useSelectedLeague } from '@/lib/selected-league';
import { leagueLabel } from '@/lib/user-leagues';
import { useChooseLeague } from './use-choose-league';

/** The sidebar's 'Your leagues' list; a click selects the league. */
export function YourLeagues({ onNavigate }: { onNavigate?: () => void }) {
  const { hasProfile } = useAuth();
  const { leagues, leagueId, status, error, refetch } = useSelectedLeague();
  const chooseLeague = useChooseLeague();

  return (
    <>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm">
        Your leagues
      </Text>
      <QueryState
        variant="inline"
        isLoading={status === 'pending' && hasProfile}
        error={error}
        refetch={refetch}
        skeleton={<SkeletonRows label="Loading leagues" rows={2} height={18} gap={6} px="sm" py={4} />}
        errorTitle="Could not load your leagues."
        isEmpty={leagues.length === 0}
        empty={
          <Text size="sm" c="dimmed" px="sm" py={4}>
            No leagues yet.{' '}
            <Anchor component={Link} to={hasProfile ? paths.settings : paths.profile} size="sm" onClick={onNavigate}>
              {hasProfile ? 'Sync or add leagues' : 'Connect your MFL account'}
            </Anchor>
          </Text>
        }
      >
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Your leagues">
          {leagues.map((league) => (
            <li key={league.league_id}>
              <NavLink
                component="button"
                label={leagueLabel(league)}
                rightSection={
                  <Text size="xs" c="dimmed">
                    #{league.league_id}
                  </Text>
                }
                active={league.league_id === leagueId}
                aria-current={league.league_id === leagueId ? 'true' : undefined}
                variant="light"
                onClick={() => {
                  chooseLeague(league.league_id);
                  onNavigate?.();
                }}
              />
            </li>
          ))}
        </Stack>
      </QueryState>
    </>
  );
}
