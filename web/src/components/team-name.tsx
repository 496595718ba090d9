import { Badge, Group, Text } from '@mantine/core';

/** A franchise's name in a league table, bold with a 'You' badge on the user's own. */
export function TeamName({ name, own }: { name: string; own: boolean }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={own ? 700 : 500}>
        {name}
      </Text>
      {own && (
        <Badge size="xs" variant="filled" style={{ flexShrink: 0 }}>
          You
        </Badge>
      )}
    </Group>
  );
}
