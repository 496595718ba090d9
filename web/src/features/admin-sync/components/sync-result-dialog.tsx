import { Alert, Badge, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { SyncResult } from '../utils/sync-result';

/** Spec 02 §4, §8: a sync's result, success or failure ('Failed to complete sync operation', the error plus details or the HTTP status). */
export function SyncResultDialog({ result, onClose }: { result: SyncResult | null; onClose: () => void }) {
  return (
    // Its own Close button below (focused first) closes it: a second one in the corner would read the same.
    <Modal opened={result !== null} onClose={onClose} title={result?.title} centered size="lg" withCloseButton={false}>
      {result && (
        <Stack gap="sm" data-testid="sync-result">
          <Group gap="xs">
            <Badge color={result.success ? 'teal' : 'red'} variant="light">
              {result.success ? 'Success' : 'Failure'}
            </Badge>
            {result.job && <Text size="sm" c="dimmed">Job #{result.job.id}</Text>}
          </Group>
          <Text>{result.message}</Text>
          {result.error && (
            <Alert color="red" role="alert" title="Error">
              {result.error}
            </Alert>
          )}
          {result.problems.length > 0 && (
            <div>
              <Text size="sm" fw={600}>
                Details
              </Text>
              <List size="sm" spacing={4}>
                {result.problems.map((p) => (
                  <List.Item key={p.id}>
                    {p.name ? `${p.name} (${p.id})` : p.id}: {p.status === 'skipped' ? 'skipped' : 'failed'} — {p.error}
                  </List.Item>
                ))}
              </List>
            </div>
          )}
          {result.httpStatus !== undefined && (
            <Text size="sm" c="dimmed">
              HTTP status {result.httpStatus}
            </Text>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
