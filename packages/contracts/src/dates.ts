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

/** The `from`–`to` fields of a filter of calendar days; either end may be left out. */
export const DATE_RANGE_FIELDS = {
  from: CalendarDateSchema.optional(),
  to: CalendarDateSchema.optional(),
};

type DateRange = { from?: string | undefined; to?: string | undefined };

/** A `from`–`to` filter may leave out either end, but may not run backwards. */
export function datesInOrder(range: DateRange): boolean {
  return !range.from || !range.to || range.from <= range.to;
}

/** A filter with `DATE_RANGE_FIELDS`, refused when its range runs backwards (trail, usage). */
export function inDateOrder<S extends z.ZodType<DateRange>>(filter: S): S {
  return filter.refine(datesInOrder, 'The start date must not be after the end date');
}

/** `?format=` of the admin's downloads (trail, usage): the JSON answer or the same rows as CSV. */
export const ExportFormatSchema = z
  .enum(['json', 'csv'], 'format must be json or csv')
  .default('json');
