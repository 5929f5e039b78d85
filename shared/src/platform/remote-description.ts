// ARCHITECTURE.md "Run-time composition": each remote describes, as data the host reads at run
// time, the routes it mounts, its navigation links and the dashboard widgets it offers. A remote
// writes it from its typed `src/remote-description.ts` into `dist/leafbid-remote.json` (checked at
// build time); the host fetches it next to the remote's mf-manifest.json and checks it again.
import type { Contact } from '@leafbid/domain';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';

/** A remote's federation name, equal to its key in the host's remotes.json. */
export const REMOTE_NAME_PATTERN = /^[a-z][a-z0-9-]*$/;
/** Absolute, lower-case, one or more segments ('/orders', '/confirm-account'); '/' is the host's. */
export const ROUTE_PATH_PATTERN = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;
/** An exposed module's name without './' ('OrdersPage'); the host loads '<remote>/<module>'. */
export const MODULE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** Spec §3 Contact_Type values that decide what a user may open (§6). */
export const CONTACT_ROLES = ['Buyer', 'Seller', 'Admin'] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];

/** Spec §6: public routes are the ones an unauthenticated visitor may reach. */
export const ROUTE_ACCESS = ['public', 'signed-in'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

/** Where the host's dashboard (spec §2) mounts widgets: main column and right sidebar. */
export const WIDGET_SLOTS = ['dashboard-main', 'dashboard-aside'] as const;
export type WidgetSlot = (typeof WIDGET_SLOTS)[number];

const text = (what: string) =>
  z
    .string({ error: `${what} must be a text` })
    .trim()
    .min(1, `${what} must not be empty`)
    .max(100, `${what} must be at most 100 characters`);

const routePath = z
  .string({ error: 'path must be a text' })
  .regex(ROUTE_PATH_PATTERN, "path must be absolute and lower-case, e.g. '/orders' (not '/')");

const moduleName = z
  .string({ error: 'module must be a text' })
  .regex(
    MODULE_NAME_PATTERN,
    "module must be an exposed module's name without './', e.g. 'OrdersPage'",
  );

const roles = z
  .array(z.enum(CONTACT_ROLES, { error: `a role must be one of ${CONTACT_ROLES.join(', ')}` }))
  .min(1, 'roles must name at least one role (leave it out for every signed-in user)')
  .refine((list) => new Set(list).size === list.length, 'roles must not repeat a role');

const order = z
  .number({ error: 'order must be a number' })
  .refine(Number.isFinite, 'order must be a finite number');

const routeSchema = z.object({
  path: routePath,
  module: moduleName,
  title: text('title'),
  access: z.enum(ROUTE_ACCESS, { error: "access must be 'public' or 'signed-in'" }),
  name: z
    .string({ error: 'name must be a text' })
    .regex(REMOTE_NAME_PATTERN, "name must be lower-case, e.g. 'listing'")
    .optional(),
  roles: roles.optional(),
  /**
   * The page also answers the paths under `path` ('/marketplace/{id}', issue 18: a product's own
   * URL), which it reads from the location itself; the host mounts it on `path/*` and keeps it
   * mounted (no route-change overlay) while the user moves between them.
   */
  subpaths: z.boolean({ error: 'subpaths must be true or false' }).optional(),
});

const navigationSchema = z.object({
  path: routePath,
  label: text('label'),
  order: order.refine((value) => value > 0, 'order must be above 0 (0 is the Dashboard link)'),
  roles: roles.optional(),
});

const widgetSchema = z.object({
  slot: z.enum(WIDGET_SLOTS, { error: `slot must be one of ${WIDGET_SLOTS.join(', ')}` }),
  module: moduleName,
  order,
  /**
   * The roles the widget is for (2.3.0, issue 18: a seller's dashboard shows their listings, a
   * buyer's their pending orders); left out, every signed-in user's.
   */
  roles: roles.optional(),
});

/** A compiled catalogue next to the description (issue 19): 'locales/fr-CA.1a2b3c4d.json'. */
const catalogueFile = z
  .string({ error: 'a catalogue must be a path' })
  .regex(
    /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\.json$/,
    'a catalogue must be a relative path to a .json file',
  )
  .refine((path) => !path.split('/').some((part) => part === '..' || part === '.'), {
    error: 'a catalogue must be a path under the remote',
  });

function repeated<T>(values: T[]): T[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

export const remoteDescriptionSchema = z
  .object({
    name: z
      .string({ error: 'name must be a text' })
      .regex(REMOTE_NAME_PATTERN, "name must be lower-case letters, digits and '-', e.g. 'orders'"),
    routes: z.array(routeSchema, { error: 'routes must be a list' }),
    navigation: z.array(navigationSchema, { error: 'navigation must be a list' }),
    widgets: z.array(widgetSchema, { error: 'widgets must be a list' }),
    preload: z.array(moduleName, { error: 'preload must be a list of module names' }).optional(),
    /**
     * An exposed module whose default export is a `RemotePrefetch`: the host runs it on start
     * once a confirmed user is signed in (spec §7 "the calls made on start"), so the remote's
     * first page finds its data in the query cache.
     */
    prefetch: moduleName.optional(),
    /**
     * The roles whose start data `prefetch` loads (2.2.0); left out, every signed-in user's. A
     * user without one of them never downloads the module (a buyer, the seller's products).
     */
    prefetchRoles: roles.optional(),
    /**
     * 2.4.0 (issue 19): the remote's compiled catalogue of each locale, a path relative to this
     * description ('locales/fr-CA.1a2b3c4d.json'; the build writes it). With it, route titles and
     * link labels are message ids of that catalogue ('orders.page.title'); without it, texts.
     */
    messages: z
      .object(
        {
          'en-CA': catalogueFile.optional(),
          'fr-CA': catalogueFile.optional(),
          /**
           * The en-CA text of each id the routes and links name (the build writes it): what the
           * host shows when the remote's catalogue cannot be loaded, rather than a bare id.
           */
          texts: z
            .array(z.object({ id: text('a text id'), text: text('a text') }), {
              error: 'texts must be a list of {id, text}',
            })
            .optional(),
        },
        { error: 'messages must map locales to catalogue files' },
      )
      .optional(),
  })
  .superRefine((description, context) => {
    const problem = (path: PropertyKey[], message: string) =>
      context.addIssue({ code: 'custom', path, message });

    const paths = description.routes.map((route) => route.path);
    for (const path of new Set(repeated(paths))) problem(['routes'], `two routes mount ${path}`);
    const names = description.routes.flatMap((route) => (route.name ? [route.name] : []));
    for (const name of new Set(repeated(names)))
      problem(['routes'], `two routes are named ${name}`);
    description.routes.forEach((route, index) => {
      if (route.access === 'public' && route.roles)
        problem(['routes', index, 'roles'], 'a public route cannot be limited to roles');
    });

    description.navigation.forEach((link, index) => {
      const route = description.routes.find((candidate) => candidate.path === link.path);
      if (!route) {
        problem(['navigation', index, 'path'], `no route of this remote mounts ${link.path}`);
        return;
      }
      // Navigation shows only when signed in (spec §2 App shell).
      if (route.access === 'public')
        problem(['navigation', index, 'path'], `${link.path} is public: it has no link`);
      // A link must not be offered to someone its route turns away.
      if (route.roles && !(link.roles ?? []).length)
        problem(
          ['navigation', index, 'roles'],
          `${link.path} is for ${route.roles.join(', ')} only`,
        );
      else if (route.roles && link.roles?.some((role) => !route.roles?.includes(role)))
        problem(
          ['navigation', index, 'roles'],
          `${link.path} is for ${route.roles.join(', ')} only`,
        );
    });
    for (const path of new Set(repeated(description.navigation.map((link) => link.path))))
      problem(['navigation'], `two links point at ${path}`);

    const placed = description.widgets.map((widget) => `${widget.slot} ${widget.module}`);
    for (const widget of new Set(repeated(placed)))
      problem(['widgets'], `${widget} is offered twice`);

    const mounted = new Set([
      ...description.routes.map((route) => route.module),
      ...description.widgets.map((widget) => widget.module),
    ]);
    description.preload?.forEach((module, index) => {
      if (!mounted.has(module))
        problem(['preload', index], `${module} is neither a route's nor a widget's module`);
    });
  });

export type RemoteDescription = z.infer<typeof remoteDescriptionSchema>;

/** What the host hands a remote's `prefetch` module on start. */
export interface RemotePrefetchContext {
  queryClient: QueryClient;
  /** The signed-in, confirmed contact. */
  profile: Contact;
}
/** The default export of a remote's `prefetch` module: its start queries (never throws). */
export type RemotePrefetch = (context: RemotePrefetchContext) => Promise<unknown>;
export type RemoteRoute = RemoteDescription['routes'][number];
export type RemoteNavigationLink = RemoteDescription['navigation'][number];
export type RemoteWidget = RemoteDescription['widgets'][number];

export type RemoteDescriptionCheck =
  | { ok: true; description: RemoteDescription }
  | { ok: false; problems: string[] };

function issuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) =>
      typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key),
    '',
  );
}

/**
 * Checks a description (parsed JSON or the remote's own module). `expectedName` is the remote's
 * key in remotes.json (the host) or its federation name (the build): the two must agree.
 * Unknown fields are dropped, so an older host reads a newer remote's description.
 */
export function checkRemoteDescription(
  value: unknown,
  expectedName?: string,
): RemoteDescriptionCheck {
  const result = remoteDescriptionSchema.safeParse(value);
  if (!result.success) {
    return {
      ok: false,
      problems: result.error.issues.map((issue) => {
        const where = issuePath(issue.path);
        return where ? `${where}: ${issue.message}` : issue.message;
      }),
    };
  }
  if (expectedName !== undefined && result.data.name !== expectedName) {
    return {
      ok: false,
      problems: [
        `name: is ${JSON.stringify(result.data.name)}, expected ${JSON.stringify(expectedName)}`,
      ],
    };
  }
  return { ok: true, description: result.data };
}

/** Every module the description names (routes, widgets, preload), once each. */
export function describedModules(description: RemoteDescription): string[] {
  return [
    ...new Set([
      ...description.routes.map((route) => route.module),
      ...description.widgets.map((widget) => widget.module),
      ...(description.preload ?? []),
      ...(description.prefetch ? [description.prefetch] : []),
    ]),
  ];
}
