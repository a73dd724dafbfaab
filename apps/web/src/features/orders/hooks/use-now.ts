import { useEffect, useState } from 'react';

/** The current time, ticking every `everyMs`, for "hace 3 min" labels and the waiting-too-long highlight. */
export const useNow = (everyMs = 30_000) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
};
