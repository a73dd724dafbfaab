import { z } from 'zod';
import { toMinutes, weekDays } from './schedule-time.ts';

export * from './schedule-time.ts';

/**
 * The schemas of a company's weekly hours and special dates. What reads them (time zones, open or not) is in
 * schedule-time.ts, shared so that the API (order intake) and the web (schedule preview) answer the same way.
 */

/** "HH:MM", 00:00 to 23:59; "24:00" closes a range at midnight. */
const CLOCK_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
export const clockTimeSchema = z.string().regex(CLOCK_TIME, { error: 'Escribe la hora como HH:MM (00:00 a 24:00)' });

export const timeRangeSchema = z.object({ from: clockTimeSchema, to: clockTimeSchema }).refine(
  // A malformed time already has its own message; only well-formed ones are compared.
  (range) => !CLOCK_TIME.test(range.from) || !CLOCK_TIME.test(range.to) || toMinutes(range.from) < toMinutes(range.to),
  {
    error: 'La hora de cierre debe ser posterior a la de apertura (para pasar la medianoche, usa dos horarios)',
    path: ['to'],
  },
);

const MAX_RANGES_PER_DAY = 8;

/** A day's ranges: each valid, at most a few, none crossing another. */
export const dayRangesSchema = z
  .array(timeRangeSchema)
  .max(MAX_RANGES_PER_DAY, { error: `Como máximo ${MAX_RANGES_PER_DAY} horarios por día` })
  .superRefine((ranges, ctx) => {
    const sorted = ranges
      .map((range, index) => ({ range, index }))
      .filter(({ range }) => toMinutes(range.from) < toMinutes(range.to))
      .sort((a, b) => toMinutes(a.range.from) - toMinutes(b.range.from));
    for (let i = 1; i < sorted.length; i++) {
      if (toMinutes(sorted[i].range.from) < toMinutes(sorted[i - 1].range.to)) {
        ctx.addIssue({
          code: 'custom',
          path: [sorted[i].index, 'from'],
          message: `Este horario se cruza con el de ${sorted[i - 1].range.from} a ${sorted[i - 1].range.to}`,
        });
      }
    }
  });

/** Weekly hours: key "0" (Sunday) … "6" (Saturday); a missing or empty day is closed. */
export const weeklyScheduleSchema = z.partialRecord(
  z.enum(weekDays, { error: 'El día debe ser de "0" (domingo) a "6" (sábado)' }),
  dayRangesSchema,
);

export const specialDateSchema = z
  .object({
    date: z.iso.date({ error: 'Escribe la fecha como AAAA-MM-DD' }),
    closed: z.boolean({ error: 'Indica si ese día se cierra' }),
    ranges: dayRangesSchema.default([]),
    note: z.string().trim().max(200, { error: 'La nota admite como máximo 200 caracteres' }).optional(),
  })
  .refine((day) => day.closed || day.ranges.length > 0, {
    error: 'Agrega al menos un horario o marca el día como cerrado',
    path: ['ranges'],
  });

export const schedulesBodySchema = z.object({
  schedules: weeklyScheduleSchema,
  specialDates: z
    .array(specialDateSchema)
    .max(366, { error: 'Como máximo 366 fechas especiales' })
    .default([])
    .superRefine((days, ctx) => {
      const seen = new Set<string>();
      days.forEach((day, index) => {
        if (seen.has(day.date)) {
          ctx.addIssue({ code: 'custom', path: [index, 'date'], message: 'Esta fecha ya está en la lista' });
        }
        seen.add(day.date);
      });
    }),
});
export type SchedulesBody = z.infer<typeof schedulesBodySchema>;
