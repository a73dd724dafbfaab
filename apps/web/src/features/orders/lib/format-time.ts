import { DEFAULT_TIME_ZONE, formatClock, formatDateTime as formatLocalDateTime } from '../../../lib/clock.ts';

/** Times are shown in the company's time zone (contract section 2); the demo and default is Mexico City. */
export { DEFAULT_TIME_ZONE };

export const formatDateTime = (iso: string) => formatLocalDateTime(iso, DEFAULT_TIME_ZONE);
export const formatTime = (iso: string) => formatClock(iso, DEFAULT_TIME_ZONE);
