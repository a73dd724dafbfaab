import { MAX_ORDER_MINUTES } from '@backoffice/shared';

const COMMON_MINUTES = [10, 15, 20, 30, 45];
const FALLBACK_MINUTES = 15;

const valid = (minutes: number | null | undefined): minutes is number =>
  typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= 1 && minutes <= MAX_ORDER_MINUTES;

/**
 * The preparation-minute chips of the accept panel: the common times plus the shop's own (its configured
 * preparation time and the last one used on this device), the last one used chosen in advance so that a
 * usual order is accepted with a single tap.
 */
export const usualMinuteChoices = (shopMinutes: number | null | undefined, lastUsed: number | null | undefined) => {
  const choices = [...new Set([...COMMON_MINUTES, shopMinutes, lastUsed].filter(valid))].sort((a, b) => a - b);
  const preselected = valid(lastUsed) ? lastUsed : valid(shopMinutes) ? shopMinutes : FALLBACK_MINUTES;
  return { choices, preselected };
};
