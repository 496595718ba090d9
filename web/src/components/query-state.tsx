import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Skeleton, Stack, Text, type StackProps } from '@mantine/core';
import { StatusScreen } from './status-screen';
import { isUnreachable } from '@/lib/api-client';

/** What QueryState reads of a query; a TanStack Query result fits as it is. */
export interface QueryLike<T> {
  isPending: boolean;
  error: Error | null;
  data: T | undefined;
  isFetching?: boolean;
  refetch: () => unknown;
}

/**
 * Where the state sits, which decides how much room the error gets:
 * - page: a screen's main content (a centred card with a heading);
 * - section: a block inside a screen (an alert with the message);
 * - compact: a small panel such as a card's (a short heading, the message in small print);
 * - inline: one line where there is no room for the message (the sidebar).
 */
export type QueryStateVariant = 'page' | 'section' | 'compact' | 'inline';

interface QueryStateCommonProps<T> {
  /** Shown while loading: SkeletonRows or a screen's own skeleton. */
  skeleton: ReactNode;
  /** The error state's heading, e.g. 'Could not load your leagues'. */
  errorTitle: string;
  retryLabel?: string;
  /** The error's words for the user, when the screen has its own (spec texts); the error's message otherwise. */
  errorMessage?: (error: Error) => string;
  variant?: QueryStateVariant;
  /** True (or a test of the data) when there is nothing to show; `empty` is shown instead. */
  isEmpty?: boolean | ((data: T) => boolean);
  empty?: ReactNode;
  /** The loaded content, or a function of the data. */
  children: ReactNode | ((data: T) => ReactNode);
}

/** Either a query result, or its parts for state that does not come from one query (a context, a guard). */
type QueryStateSource<T> =
  | { query: QueryLike<T> }
  | { query?: undefined; isLoading: boolean; error: Error | null; refetch: () => unknown; isFetching?: boolean; data?: T };

export type QueryStateProps<T> = QueryStateCommonProps<T> & QueryStateSource<T>;

/**
 * One way for every screen to show data it loads: a skeleton while loading, a scoped error with its
 * message and a Retry that loads again, an empty state, or the content. The error stays where the
 * data would be, so the rest of the screen keeps working.
 */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { skeleton, errorTitle, retryLabel = 'Retry', errorMessage, variant = 'section', isEmpty = false, empty = null, children } = props;
  const state: QueryLike<T> = props.query ?? {
    isPending: props.isLoading,
    error: props.error,
    data: props.data,
    isFetching: props.isFetching,
    refetch: props.refetch,
  };

  if (state.isPending) return <>{skeleton}</>;
  // A poll or refetch that could not reach the server leaves what the screen shows in place (offline,
  // the banner says the data is kept; the next poll or Refresh asks again); any other failure shows.
  if (state.error && !(state.data !== undefined && isUnreachable(state.error))) {
    return (
      <QueryError
        variant={variant}
        title={errorTitle}
        message={errorMessage ? errorMessage(state.error) : state.error.message}
        retryLabel={retryLabel}
        retrying={state.isFetching ?? false}
        onRetry={() => void state.refetch()}
      />
    );
  }
  // Past pending and error, a query holds its data; the explicit form may give none.
  const data = state.data as T;
  if (typeof isEmpty === 'function' ? isEmpty(data) : isEmpty) return <>{empty}</>;
  return <>{typeof children === 'function' ? children(data) : children}</>;
}

interface QueryErrorProps {
  variant: QueryStateVariant;
  title: string;
  message: string;
  retryLabel: string;
  retrying: boolean;
  onRetry: () => void;
}

function QueryError({ variant, title, message, retryLabel, retrying, onRetry }: QueryErrorProps) {
  switch (variant) {
    case 'page':
      return (
        <StatusScreen
          title={title}
          color="red"
          actions={
            <Button onClick={onRetry} loading={retrying}>
              {retryLabel}
            </Button>
          }
        >
          {message}
        </StatusScreen>
      );
    case 'section':
      return (
        <Alert color="red" title={title} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{message}</Text>
            <Button size="xs" variant="light" color="red" onClick={onRetry} loading={retrying}>
              {retryLabel}
            </Button>
          </Stack>
        </Alert>
      );
    case 'compact':
      return (
        <Stack gap={4} align="flex-start" role="alert">
          <Text size="sm" c="red" fw={600}>
            {title}
          </Text>
          <Text size="xs" c="dimmed">
            {message}
          </Text>
          <Button size="compact-xs" variant="default" onClick={onRetry} loading={retrying}>
            {retryLabel}
          </Button>
        </Stack>
      );
    case 'inline':
      return (
        <Text size="sm" c="red" px="sm" py={4}>
          {title}{' '}
          <Anchor component="button" type="button" size="sm" onClick={onRetry}>
            {retryLabel}
          </Anchor>
        </Text>
      );
  }
}

export interface SkeletonRowsProps extends StackProps {
  /** What is loading, for assistive technology, e.g. 'Loading leagues'. */
  label: string;
  rows?: number;
  height?: number;
}

/** The usual skeleton: a few bars where a list will be. */
export function SkeletonRows({ label, rows = 3, height = 36, gap = 'xs', ...stackProps }: SkeletonRowsProps) {
  return (
    <Stack gap={gap} role="status" aria-busy="true" aria-label={label} {...stackProps}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} />
      ))}
    </Stack>
  );
}
