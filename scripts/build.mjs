// `npm run build`: install what is missing, then build the API, the host and every remote.
import { buildAll } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';

ensureInstalled();
buildAll({ force: process.argv.includes('--force') });
