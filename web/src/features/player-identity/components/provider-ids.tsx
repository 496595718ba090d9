import { Badge, Group, Text } from '@mantine/core';
import { PROVIDERS } from '@contracts/player-identity.ts';

/** A player's ids, one badge per provider in the spec's order. */
export function ProviderIds({ ids }: { ids: Partial<Record<string, string>> }) {
  const known = PROVIDERS.filter((p) => ids[p]);
  if (known.length === 0) return <Text size="sm" c="dimmed">No ids</Text>;
  return (
    <Group gap={4}>
      {known.map((provider) => (
        <Badge key={provider} variant="light" color={provider === 'mfl' ? 'blue' : provider === 'tank01' ? 'grape' : 'gray'} tt="none">
          {provider}: {ids[provider]}
        </Badge>
      ))}
    </Group>
  );
}
