import type { ReactNode } from 'react';
import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';

export interface StatusScreenProps {
  title: string;
  /** One or two sentences telling the user what is going on and what to do. */
  children?: ReactNode;
  actions?: ReactNode;
  icon?: ReactNode;
  color?: string;
  fullScreen?: boolean;
}

/** A centred card for guards, placeholders and page-level states. */
export function StatusScreen({ title, children, actions, icon, color = 'gray', fullScreen = false }: StatusScreenProps) {
  return (
    <Center mih={fullScreen ? '100vh' : 320} p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" maw={480} w="100%">
        <Stack align="center" gap="md" ta="center">
          {icon && (
            <ThemeIcon size={48} radius="xl" variant="light" color={color}>
              {icon}
            </ThemeIcon>
          )}
          <Title order={2}>{title}</Title>
          {children && <Text c="dimmed">{children}</Text>}
          {actions}
        </Stack>
      </Paper>
    </Center>
  );
}
