import { defineConfig } from 'drizzle-kit';

// Only used by `pnpm db:generate`: the SQL files it writes to ./drizzle are
// committed and applied at start by the drizzle migrators (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
