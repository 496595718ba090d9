import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';

/** A form's one error line: the first invalid field, else what the service said; nothing when there is none. */
export function FormError({ error, title }: { error: ReactNode; title?: string }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert" title={title}>
      {error}
    </Alert>
  );
}
