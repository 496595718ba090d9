import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** Spec 01 §2 loading state: the page's shape in placeholders until the user's leagues arrive. */
export function DashboardSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading dashboard" data-testid="dashboard-skeleton">
      <Card withBorder radius="md" padding="lg">
        <Skeleton height={22} width={180} mb="md" />
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="lg">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={48} />
          ))}
        </SimpleGrid>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
        {[0, 1, 2].map((i) => (
          <Card key={i} withBorder radius="md" padding="lg">
            <Skeleton height={20} width="70%" mb="xs" />
            <Skeleton height={14} width="40%" mb="lg" />
            <SimpleGrid cols={2} spacing="md" mb="lg">
              {[0, 1, 2, 3].map((j) => (
                <Skeleton key={j} height={44} />
              ))}
            </SimpleGrid>
            <Skeleton height={14} mb={6} />
            <Skeleton height={14} mb={6} />
            <Skeleton height={14} />
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
