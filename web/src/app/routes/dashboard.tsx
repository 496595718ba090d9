import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { StatusScreen } from '@/components/status-screen';
import { useAuth } from '@/lib/auth-context';
import { useSignOut } from '../use-sign-out';

/** Placeholder until the dashboard lands with the MFL connection; it shows no made-up figures. */
export function DashboardRoute() {
  const { user } = useAuth();
  const signOut = useSignOut();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Dashboard</Title>
        <Text c="dimmed">
          Signed in as <strong>{user?.email}</strong>
        </Text>
      </div>
      <StatusScreen
        title="Your dashboard is on its way"
        actions={
          <Group>
            <Button variant="default" onClick={signOut}>
              Sign out
            </Button>
          </Group>
        }
      >
        The season overview, your league cards and quick actions arrive together with the MFL connection. Until then
        there is nothing to show here.
      </StatusScreen>
    </Stack>
  );
}
