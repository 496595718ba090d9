import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { StatusScreen } from '@/components/status-screen';
import { paths } from '@/config/paths';

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
