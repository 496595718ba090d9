import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useAuth } from '@/lib/auth-context';
import { notify } from '@/lib/notify';
import { useDisconnectMfl } from '../api/disconnect-mfl';
import { mflConnectionState } from '../utils/connection-status';
import { MflConnectForm } from './mfl-connect-form';
import { MflConnectionStatus } from './mfl-connection-status';

/** The connection card of Settings and /profile: status, Connect form, Disconnect. */
export function MflConnectionPanel({ title = 'MyFantasyLeague connection' }: { title?: string }) {
  const auth = useAuth();
  const { profile, hasMFLCredentials } = auth;
  const state = mflConnectionState(auth);
  const disconnect = useDisconnectMfl();

  const handleDisconnect = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => notify({ type: 'info', title: 'MFL disconnected', message: 'Your MFL session was removed.' }),
      onError: (cause) => notify({ type: 'error', title: 'Disconnect failed', message: cause.message }),
    });

  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={3}>{title}</Title>
        <MflConnectionStatus />
        <Divider />
        <Text size="sm" fw={500}>
          {state === 'active' ? 'Connect again or with another MFL account' : state === 'expired' ? 'Reconnect' : 'Connect'}
        </Text>
        {/* Keyed by the stored username so a change on the server refills the field. */}
        <MflConnectForm key={profile?.mfl_username ?? ''} initialUsername={profile?.mfl_username} />
        {hasMFLCredentials && (
          <>
            <Divider />
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                Disconnecting removes the stored MFL session; your leagues stay.
              </Text>
              <Button variant="light" color="red" onClick={handleDisconnect} loading={disconnect.isPending}>
                Disconnect
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
