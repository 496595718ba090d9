import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { mflConnectionState } from '../utils/connection-status';
import { MflConnectForm } from './mfl-connect-form';

export interface MflConnectStepProps {
  onConnected?: () => void;
  skippable?: boolean;
  /**
   * Where no app frame shows the account (/login): the step names who is signed in and offers
   * 'Sign out' with this (the app's sign-out, which also leaves for /login's first form).
   */
  onSignOut?: () => void;
}

/**
 * /login's second step (spec 01 §2): shown after authentication while the profile is missing or
 * MFL is not connected, and wherever a first-run user lands on a page that needs a profile.
 * `onConnected` moves on after 'Successfully connected to MyFantasyLeague' (the app passes the
 * dashboard on /login).
 */
export function MflConnectStep({ onConnected, skippable = true, onSignOut }: MflConnectStepProps) {
  const auth = useAuth();
  const { profile, user } = auth;
  const expired = mflConnectionState(auth) === 'expired';
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md">
      <Stack gap="md">
        {onSignOut && (
          <Group justify="space-between" gap="xs" wrap="nowrap" data-testid="signed-in-account">
            <Text size="sm" truncate>
              Signed in as{' '}
              <Text span fw={600}>
                {user?.email ?? 'your account'}
              </Text>
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={onSignOut}>
              Sign out
            </Button>
          </Group>
        )}
        <div>
          <Title order={2}>{expired ? 'Reconnect your MFL account' : 'Connect your MFL account'}</Title>
          <Text size="sm" c="dimmed">
            {expired
              ? 'Your MyFantasyLeague session has expired. Sign in to MFL again to keep your leagues up to date.'
              : 'Sign in with your MyFantasyLeague username and password to sync your leagues.'}
          </Text>
        </div>
        <MflConnectForm initialUsername={profile?.mfl_username} onConnected={onConnected} />
        {skippable && (
          <Text size="sm" ta="center">
            <Anchor component={Link} to={paths.dashboard}>
              Skip for now
            </Anchor>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
