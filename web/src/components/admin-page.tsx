import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

/** The frame of an admin page: its title, what it is for, actions on the right. */
export function AdminPage({ title, description, actions, children }: { title: string; description: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        </Stack>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
