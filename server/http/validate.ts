import * as z from 'zod/mini';
import { invalid } from '../errors.ts';

z.config(z.locales.en());

/** Parses `value` with `schema`, or throws a 400 naming the first problems in plain words. */
export function parseOr400<S extends z.core.$ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const problems = result.error.issues.slice(0, 3).map((issue) => {
    const path = issue.path.join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  throw invalid(`Invalid ${where}: ${problems.join('; ')}`);
}
