// Issue 37: a remote's releases. `npm run release -- publish orders`, `… promote orders <id>`,
// `… canary orders <id> 10`, `… rollback orders`, `… list orders`, `… check orders`
// (docs/releases.md "Commands"; scripts/lib/release/cli.mjs).
import { main } from './lib/release/cli.mjs';

process.exitCode = await main(process.argv.slice(2));
