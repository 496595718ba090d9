import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { StatusScreen } from '@/components/status-screen';
import { paths } from '@/config/paths';

/** An honest screen for routes whose feature has not shipped yet. */
export function NotYetAvailable({ title, children }: { title: string; children: string }) {
  return (
    <StatusScreen
      title={title}
      actions={
        <Button component={Link} to={paths.dashboard} variant="light">
          Back to Dashboard
        </Button>
      }
    >
      {children}
    </StatusScreen>
  );
}

export function LeaguesRoute() {
  return (
    <NotYetAvailable title="My Leagues">
      Not available yet: your league list arrives together with the MFL connection.
    </NotYetAvailable>
  );
}

export function SettingsRoute() {
  return (
    <NotYetAvailable title="Settings">
      Not available yet: account settings and the MFL connection arrive in an upcoming release.
    </NotYetAvailable>
  );
}

export function ProfileRoute() {
  return (
    <NotYetAvailable title="Connect MFL Account">
      Not available yet: connecting your MyFantasyLeague account arrives in the next release. Your profile is created
      when you connect.
    </NotYetAvailable>
  );
}

export function AdminRoute() {
  return <NotYetAvailable title="Admin Panel">Coming soon</NotYetAvailable>;
}
