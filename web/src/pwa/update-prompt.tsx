import { useEffect, useState } from 'react';
import { Affix, Button, Paper, Text } from '@mantine/core';

/**
 * "New version: reload": shown on every screen once a new build's service worker is installed and
 * waiting; the running tab keeps its version until the user chooses (a form half filled is not
 * lost), and the click loads the new one. Subscribes to register.ts only once it has loaded.
 */
export function UpdatePrompt() {
  const [ready, setReady] = useState(false);
  const [reload, setReload] = useState<(() => Promise<void>) | null>(null);
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void import('./register').then(({ onNewVersion, reloadWithNewVersion }) => {
      if (cancelled) return;
      unsubscribe = onNewVersion(() => {
        setReload(() => reloadWithNewVersion);
        setReady(true);
      });
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);
  if (!ready || !reload) return null;
  return (
    <Affix position={{ bottom: 16, left: 16 }} zIndex={400}>
      <Paper shadow="md" p="sm" withBorder role="status" data-testid="update-prompt">
        <Text size="sm" mb="xs">
          A new version of MFL Companion is available.
        </Text>
        <Button size="xs" onClick={() => void reload()}>
          New version: reload
        </Button>
      </Paper>
    </Affix>
  );
}
