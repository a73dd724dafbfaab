/** The limits of an addition group as the catalogue stores them (`max` 0: no limit). */
export type AdditionGroupLimits = { required: boolean; min: number; max: number };

/** The fewest additions a group takes: a required group asks for at least one even when its minimum says 0. */
export const additionGroupMin = (group: AdditionGroupLimits) => (group.required ? Math.max(group.min, 1) : group.min);

/** The most additions a group takes, or null when it sets no limit. */
export const additionGroupMax = (group: AdditionGroupLimits) => (group.max > 0 ? group.max : null);

/** Whether `picked` additions (quantities counted) meet the group's limits; the API refuses an order that does not. */
export const additionGroupAccepts = (group: AdditionGroupLimits, picked: number) => {
  const max = additionGroupMax(group);
  return picked >= additionGroupMin(group) && (max === null || picked <= max);
};
