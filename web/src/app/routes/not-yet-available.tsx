import { Button, Group } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { StatusScreen } from '@/components/status-screen';
import { paths } from '@/config/paths';
import { useSelectedLeague } from '@/lib/selected-league';
import { leagueLabel } from '@/lib/user-leagues';

/** An honest screen for routes whose feature has not shipped yet. */
export function NotYetAvailable({ title, children }: { title: string; children: string }) {
  return (
    <StatusScreen
      title={title}
      actions={
        <Group justify="center">
          <Button component={Link} to={paths.dashboard} variant="light">
            Back to Dashboard
          </Button>
          <Button component={Link} to={paths.settings} variant="default">
            Settings
          </Button>
        </Group>
      }
    >
      {children}
    </StatusScreen>
  );
}

/** /leagues/{leagueId}/lineup: the Set Lineup screen ships with the league views. */
export function SetLineupRoute() {
  const { leagueId = '' } = useParams();
  const { leagues } = useSelectedLeague();
  const league = leagues.find((l) => l.league_id === leagueId);
  return (
    <NotYetAvailable title="Set Lineup arrives soon">
      {`Setting the weekly lineup${league ? ` for ${leagueLabel(league)}` : ''} is not available yet. Your leagues are in Settings meanwhile.`}
    </NotYetAvailable>
  );
}

