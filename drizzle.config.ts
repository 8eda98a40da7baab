import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The barrel of the area files under server/db/schema/ (the same tables the server imports).
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
