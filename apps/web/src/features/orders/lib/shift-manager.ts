/** Who attends on this device, remembered for one shift: after it, the next person is asked again. */
export const SHIFT_MS = 12 * 60 * 60_000;

export type ShiftManager = { name: string; since: number };

/** The stored name if it was given during the current shift, else null. */
export const currentShiftName = (stored: ShiftManager | null, now: number): string | null => {
  if (!stored || typeof stored.name !== 'string' || typeof stored.since !== 'number') return null;
  const name = stored.name.trim();
  if (!name || now < stored.since || now - stored.since >= SHIFT_MS) return null;
  return name;
};
