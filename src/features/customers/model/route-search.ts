import * as z from 'zod/mini';

/** The search and page of the customer lists' URLs (?q=&page=); anything else is absent. */
export const customerListSearch = z.object({
  q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000))), undefined),
});
