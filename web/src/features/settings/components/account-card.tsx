import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useAuth } from '@/lib/auth-context';

/** The account's e-mail as the authentication service has it (spec 01 §2). */
export function AccountCard() {
  const { user } = useAuth();
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3}>Account</Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed" w={130}>
            Email
          </Text>
          <Text size="sm" fw={500} data-testid="account-email">
            {user?.email ?? '—'}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
