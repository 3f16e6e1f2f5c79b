import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs`, so relative times and day groups move on
 * while a list stays on screen unchanged (a poll that finds nothing new renders nothing).
 */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
