// Issue 22: the browser checks each schema a few times (the runtime config, remotes.json, the
// remotes' descriptions, a form's fields), so zod's compiled checkers, each built with
// `new Function` on the first parse of an object schema, cost more to build than they save.
// zod reads this setting when a schema is built, so it is set before the kernel (and its domain
// schemas) load. A remote that takes the host's shared zod (built against the same version)
// builds its schemas the same way; one built against another zod keeps that zod's default.
import { z } from 'zod';

z.config({ jitless: true });
