// Issue 22: the browser checks each schema a few times (the runtime config, remotes.json, the
// remotes' descriptions, a form's fields), so zod's compiled checkers, each built with
// `new Function` on the first parse of an object schema, cost more to build than they save.
// zod reads this setting when a schema is built, so it is set before the kernel (and its domain
// schemas) load; every remote shares this zod, so theirs are built the same way.
import { z } from 'zod';

z.config({ jitless: true });
