/** Whether a query failed on that unique index (drizzle wraps the driver's error as `cause`). */
export const violatesUniqueIndex = (error: unknown, index: string) => {
  const failure = (error instanceof Error && error.cause) || error;
  const { code, constraint, constraint_name } = (failure ?? {}) as Record<string, unknown>;
  return code === '23505' && (constraint ?? constraint_name) === index;
};
