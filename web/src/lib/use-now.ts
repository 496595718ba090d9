import { useEffect, useState } from 'react';

/** The time, moved on every `intervalMs`, so labels such as 'Today' turn over at midnight on an open page. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
