import { Paper, Stack, Text, Title } from '@mantine/core';

/**
 * A page of the admin area that has not shipped yet: its title and the empty state it will have,
 * saying what will be there. Never sample data.
 */
export function AdminPendingPage({ title, children }: { title: string; children: string }) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder radius="md" p="xl" data-testid="admin-empty-state">
        <Text c="dimmed" ta="center">
          {children}
        </Text>
      </Paper>
    </Stack>
  );
}
