import { z } from 'zod';
import {
  CLOCK_TIME,
  closesAfterOpening,
  MAX_RANGES_PER_DAY,
  overlapIssues,
  scheduleMessages,
} from './schedule-rules.ts';
import { weekDays } from './schedule-time.ts';

export * from './schedule-rules.ts';
export * from './schedule-time.ts';

/**
 * The schemas of a company's weekly hours and special dates. What reads them (time zones, open or not) is in
 * schedule-time.ts, shared so that the API (order intake) and the web (schedule preview) answer the same way.
 */

export const clockTimeSchema = z.string().regex(CLOCK_TIME, { error: scheduleMessages.clock });

// The rules and messages are schedule-rules.ts's, which the schedules screen checks without zod.
export const timeRangeSchema = z
  .object({ from: clockTimeSchema, to: clockTimeSchema })
  .refine(closesAfterOpening, { error: scheduleMessages.order, path: ['to'] });

/** A day's ranges: each valid, at most a few, none crossing another. */
export const dayRangesSchema = z
  .array(timeRangeSchema)
  .max(MAX_RANGES_PER_DAY, { error: scheduleMessages.max })
  .superRefine((ranges, ctx) => {
    for (const issue of overlapIssues(ranges)) ctx.addIssue({ code: 'custom', ...issue });
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
