import type { ReactNode } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';

/**
 * /profile: where 'Connect MFL Account' and 'Check MFL Connection' lead. The profile row is
 * created by the first MFL connection, so this page is the connection itself (composed by the app).
 */
export function ProfileScreen({ connection }: { connection: ReactNode }) {
  const { hasProfile, mflCookieValid } = useAuth();
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1}>Connect MFL Account</Title>
        <Text c="dimmed">
          {hasProfile
            ? 'Check your MyFantasyLeague connection and reconnect when the session has expired.'
            : 'Your profile is created when you connect your MyFantasyLeague account.'}
        </Text>
      </div>
      {connection}
      {mflCookieValid && (
        <Group>
          <Button component={Link} to={paths.dashboard}>
            Go to Dashboard
          </Button>
          <Button component={Link} to={paths.settings} variant="default">
            Settings
          </Button>
        </Group>
      )}
    </Stack>
  );
}
