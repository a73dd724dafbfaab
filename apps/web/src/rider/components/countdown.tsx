import { useEffect, useState } from 'react';
import { formatCountdown } from '../lib/format.ts';

/** Time left to accept an offered task, ticking every second; "Expiró" once it is over. */
export const Countdown = ({ until, large = false }: { until: string; large?: boolean }) => {
  const [now, setNow] = useState(() => Date.now());
  const end = new Date(until).getTime();
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const seconds = (end - now) / 1000;
  return (
    <span className={large ? 'countdown' : 'badge'}>
      {seconds > 0 ? `Acepta en ${formatCountdown(seconds)}` : 'Expiró'}
    </span>
  );
};
