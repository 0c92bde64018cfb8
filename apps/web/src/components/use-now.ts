/** A clock that ticks every second while a countdown is on screen. */
import { useEffect, useState } from 'react';

export function useNow(stepMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(id);
  }, [stepMs]);
  return now;
}
