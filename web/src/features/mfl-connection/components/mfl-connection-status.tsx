import { Badge, Group, Stack, Text } from '@mantine/core';
import { useAuth } from '@/lib/auth-context';
import { formatDateTime } from '@/lib/format';
import { mflConnectionState, mflStatusText } from '../utils/connection-status';

/** Stored MFL username and 'Connected' with 'Active' or 'Expired - Reconnection needed'. */
export function MflConnectionStatus() {
  const auth = useAuth();
  const { profile } = auth;
  const state = mflConnectionState(auth);
  const expiry = formatDateTime(profile?.mfl_cookie_expires_at);
  return (
    <Stack gap={6} data-testid="mfl-connection-status">
      <Group gap="xs">
        <Text size="sm" c="dimmed" w={130}>
          MFL username
        </Text>
        <Text size="sm" fw={500}>
          {profile?.mfl_username ?? '—'}
        </Text>
      </Group>
      <Group gap="xs">
        <Text size="sm" c="dimmed" w={130}>
          Status
        </Text>
        {state === 'not-connected' ? (
          <Badge color="gray" variant="light">
            {mflStatusText(state)}
          </Badge>
        ) : (
          <>
            <Text size="sm" fw={500}>
              Connected
            </Text>
            <Badge color={state === 'active' ? 'teal' : 'orange'} variant="light" tt="none">
              {mflStatusText(state)}
            </Badge>
          </>
        )}
      </Group>
      {state === 'active' && expiry && (
        <Text size="xs" c="dimmed">
          The MFL session lasts until {expiry}; reconnect after that.
        </Text>
      )}
    </Stack>
  );
}
