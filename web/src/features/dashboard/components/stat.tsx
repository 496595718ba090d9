import type { ReactNode } from 'react';
import { Skeleton, Stack, Text } from '@mantine/core';

export interface StatProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  loading?: boolean;
  /** Names the figure for tests and the end-to-end run: `data-stat` on the value. */
  name: string;
}

/** A labelled figure, as a term/description pair; a skeleton in its place while it loads. */
export function Stat({ label, value, hint, loading = false, name }: StatProps) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text component="dd" m={0} fz="xl" fw={700} lh={1.2} data-stat={name}>
        {loading ? <Skeleton component="span" display="block" height={28} width="60%" /> : value}
      </Text>
      {/* A second description of the same term: a list's group holds only its dt and dd. */}
      {hint && !loading && (
        <Text component="dd" m={0} size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
