import { Center, Loader, Stack, Text } from '@mantine/core';

export function LoadingScreen({ label = 'Loading…', fullScreen = true }: { label?: string; fullScreen?: boolean }) {
  return (
    <Center mih={fullScreen ? '100vh' : 240} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
