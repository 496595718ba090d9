import { Paper, Stack, Text, Title } from '@mantine/core';

/** /admin: the admin dashboard (spec 02 §2: 'Coming soon'); the sidebar leads to the pages. */
export function AdminHome() {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Admin Panel
      </Title>
      <Paper withBorder radius="md" p="xl">
        <Stack gap={4} align="center" ta="center">
          <Text fw={600}>Coming soon</Text>
          <Text c="dimmed" size="sm">
            An overview of the deployment will appear here. Use the admin menu for data syncs, system settings and player identity.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
