/** "23 min", or a dash without deliveries in the last 30 days. */
export const averageMinutesLabel = (minutes: number | null) =>
  minutes === null ? 'Sin entregas' : `${Math.round(minutes)} min`;

/** The customers' stars for the rider: "4.6 ★ · 12 calificaciones", or that there are none yet. */
export const ratingLabel = (average: number | null, count: number) =>
  average === null || count === 0
    ? 'Sin calificaciones'
    : `${average.toFixed(1)} ★ · ${count} ${count === 1 ? 'calificación' : 'calificaciones'}`;
