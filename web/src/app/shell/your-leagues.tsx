import { Anchor, NavLink, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { useSelectedLeague } from '@/lib/selected-league';
import { leagueLabel } from '@/lib/user-leagues';
import { useChooseLeague } from './use-choose-league';

/** The sidebar's 'Your leagues' list; a click selects the league. */
export function YourLeagues({ onNavigate }: { onNavigate?: () => void }) {
  const { hasProfile } = useAuth();
  const { leagues, leagueId, status, refetch } = useSelectedLeague();
  const chooseLeague = useChooseLeague();

  let body;
  if (status === 'pending' && hasProfile) {
    body = (
      <Stack gap={6} px="sm" py={4} role="status" aria-label="Loading leagues">
        <Skeleton height={18} />
        <Skeleton height={18} />
      </Stack>
    );
  } else if (status === 'error') {
    body = (
      <Text size="sm" c="red" px="sm" py={4}>
        Could not load your leagues.{' '}
        <Anchor component="button" type="button" size="sm" onClick={refetch}>
          Retry
        </Anchor>
      </Text>
    );
  } else if (leagues.length === 0) {
    body = (
      <Text size="sm" c="dimmed" px="sm" py={4}>
        No leagues yet.{' '}
        <Anchor component={Link} to={hasProfile ? paths.settings : paths.profile} size="sm" onClick={onNavigate}>
          {hasProfile ? 'Sync or add leagues' : 'Connect your MFL account'}
        </Anchor>
      </Text>
    );
  } else {
    body = (
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
    );
  }

  return (
    <>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm">
        Your leagues
      </Text>
      {body}
    </>
  );
}
