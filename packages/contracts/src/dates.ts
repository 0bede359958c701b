import { z } from 'zod';

const DATE_MESSAGE = 'Dates are written YYYY-MM-DD';

/** A calendar day written YYYY-MM-DD that exists (no 2024-02-30); the report and trail filters' `from`/`to`. */
export const CalendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, DATE_MESSAGE);
