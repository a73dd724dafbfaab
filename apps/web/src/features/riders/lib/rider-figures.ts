/** "23 min", or a dash without deliveries in the last 30 days. */
export const averageMinutesLabel = (minutes: number | null) =>
  minutes === null ? 'Sin entregas' : `${Math.round(minutes)} min`;
