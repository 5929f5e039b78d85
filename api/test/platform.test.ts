import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import * as schema from '../src/db/schema.js';
import {
  createTestContext,
  createUser,
  errorOf,
  request,
  type TestContext,
  type TestUser,
} from './helpers.js';
import { readRegistry, release, remote, rid, writeRegistry } from './support/releases.js';
import { testSuite } from './suite.js';

/**
 * Issue 37 (docs/releases.md): the browsers' registry, the host tabs' health reports (anonymous,
 * limited per address, nothing personal), failure rates per release, the automatic rollback of a
 * failing canary (audited, Admins told), and the operator's promote / roll back / canary.
 */

const { ctx, ready, admin, quietAdmin, buyer, seller } = testSuite(
  {
    admin: { contactType: ['Admin'], firstName: 'Olive' },
    quietAdmin: { contactType: ['Admin'] },
    buyer: { contactType: ['Buyer'] },
    seller: { contactType: ['Seller'] },
  },
  // An outside team's remote, served by its manifest URL alone.
  { releasePlainRemotes: { outside: 'https://outside.example/mf-manifest.json' } },
);

before(async () => {
  await ready;
  // One Admin reads these in the app only: no email for it.
  await ctx.db
    .update(schema.contacts)
    .set({ notificationSettings: { release_rolled_back: 'in_app' } })
    .where(eq(schema.contacts.id, quietAdmin.contact!.id));
});

/** The registry the app reads from now on (its short read cache forgotten). */
async function setRegistry(remotes: Parameters<typeof writeRegistry>[1]) {
  await writeRegistry(ctx.config, remotes);
  ctx.app.releasePlatform.forget();
}

let sessionCounter = 0;
const newSession = () => `tab-${(sessionCounter += 1)}-${Math.random().toString(36).slice(2, 8)}`;

function report(body: unknown, token: string | null = null, headers: Record<string, string> = {}) {
  return request(ctx.app, 'POST', '/platform/reports', token, body, headers);
}

/** `n` distinct sessions reporting `event` for the release. */
async function sessions(n: number, remoteName: string, release: string, event: string) {
  for (let i = 0; i < n; i += 1) {
    const res = await report({ session: newSession(), remote: remoteName, release, event });
    assert.equal(res.statusCode, 204, res.body);
  }
}

type PlatformRelease = {
  id: string;
  kernel: string;
  commit: string;
  publishedAt: string;
  health: { sessions: number; failed: number; failureRate: number };
};
type PlatformRemote = {
  name: string;
  stable: PlatformRelease | null;
  canary: { percent: number; release: PlatformRelease } | null;
  releases: PlatformRelease[];
  history: Array<{ action: string; release: string | null; by: string; reason: string | null }>;
  canRollBack: boolean;
};

async function platform(): Promise<{ data: PlatformRemote[]; plain: unknown[] }> {
  const res = await request(ctx.app, 'GET', '/operator/platform', admin.token);
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
}
const remoteIn = (view: { data: PlatformRemote[] }, name: string) => {
  const found = view.data.find((r) => r.name === name);
  assert.ok(found, `${name} in the view`);
  return found;
};

async function auditOf(kind: string) {
  return ctx.db.select().from(schema.auditRecords).where(eq(schema.auditRecords.kind, kind));
}

async function rolledBackNotifications(contactId: string) {
  return ctx.db
    .select()
    .from(schema.notifications)
    .where(
      and(
        eq(schema.notifications.contactId, contactId),
        eq(schema.notifications.kind, 'release_rolled_back'),
      ),
    );
}

describe('GET /platform/remotes.json', () => {
  it('is the registry as browsers read it: no history, commits or dates; plain entries kept; no-cache; public', async () => {
    await setRegistry({
      orders: remote(rid('o-1'), [rid('o-2')], { release: rid('o-2'), percent: 10 }),
    });
    const res = await request(ctx.app, 'GET', '/platform/remotes.json', null);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.deepEqual(res.json(), {
      orders: {
        stable: rid('o-1'),
        canary: { release: rid('o-2'), percent: 10 },
        releases: [rid('o-1'), rid('o-2')].map((id) => ({
          id,
          manifest: `http://localhost:3002/${id}/mf-manifest.json`,
          kernel: '^2.5.1',
          integrity: release(id).integrity,
        })),
      },
      outside: 'https://outside.example/mf-manifest.json',
    });
  });
});

describe('POST /platform/reports', () => {
  before(async () => {
    await setRegistry({
      orders: remote(rid('o-1'), [rid('o-2')], { release: rid('o-2'), percent: 10 }),
    });
  });

  it('takes a report without credentials (204) and ignores an Authorization header', async () => {
    const session = newSession();
    const anonymous = await report({
      session,
      remote: 'orders',
      release: rid('o-1'),
      event: 'loaded',
    });
    assert.equal(anonymous.statusCode, 204, anonymous.body);
    assert.equal(anonymous.body, '');
    const badToken = await report(
      { session, remote: 'orders', release: rid('o-1'), event: 'loaded' },
      'not-a-token',
    );
    assert.equal(badToken.statusCode, 204, badToken.body);
    const signedIn = await report(
      { session: newSession(), remote: 'orders', release: rid('o-1'), event: 'loaded' },
      buyer.token,
    );
    assert.equal(signedIn.statusCode, 204, signedIn.body);
  });

  it('stores nothing personal: the tab session, remote, release and what happened', async () => {
    const session = newSession();
    const res = await report(
      { session, remote: 'orders', release: rid('o-1'), event: 'render-error' },
      buyer.token,
      { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'Agent/1.0' },
    );
    assert.equal(res.statusCode, 204, res.body);
    const rows = await ctx.db
      .select()
      .from(schema.releaseReports)
      .where(eq(schema.releaseReports.session, session));
    assert.equal(rows.length, 1);
    const row = rows[0]!;
    assert.deepEqual(Object.keys(row).sort(), [
      'failed',
      'failure',
      'firstAt',
      'lastAt',
      'loaded',
      'release',
      'remote',
      'session',
    ]);
    assert.deepEqual(
      { remote: row.remote, release: row.release, failed: row.failed, failure: row.failure },
      { remote: 'orders', release: rid('o-1'), failed: true, failure: 'render-error' },
    );
    const stored = JSON.stringify(rows);
    for (const personal of [buyer.uid, buyer.email, '127.0.0.1', '203.0.113.9', 'Agent/1.0'])
      assert.ok(!stored.includes(personal), `${personal} is not stored`);
  });

  it('reads a text/plain body as JSON (navigator.sendBeacon)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/platform/reports',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({
        session: newSession(),
        remote: 'orders',
        release: rid('o-1'),
        event: 'loaded',
      }),
    });
    assert.equal(res.statusCode, 204, res.body);
  });

  const valid = { session: 'tab-ok', remote: 'orders', release: rid('o-1'), event: 'loaded' };
  const cases: Array<[string, unknown, string, string]> = [
    [
      'a session too long',
      { ...valid, session: 'a'.repeat(65) },
      'session',
      'session: A session is 1 to 64 letters, digits, - or _',
    ],
    [
      'a session with other characters',
      { ...valid, session: 'tab 1/é' },
      'session',
      'session: A session is 1 to 64 letters, digits, - or _',
    ],
    [
      'no session',
      { remote: 'orders', release: rid('o-1'), event: 'loaded' },
      'session',
      'session: A session is 1 to 64 letters, digits, - or _',
    ],
    [
      'a remote that is no federation name',
      { ...valid, remote: 'Orders!' },
      'remote',
      'remote: A remote is its federation name: a lowercase letter, then up to 39 lowercase letters, digits or -',
    ],
    [
      'a release id over 80 characters',
      { ...valid, release: 'r'.repeat(81) },
      'release',
      'release: A release id is 1 to 80 letters, digits, ., - or _',
    ],
    [
      'an unknown event',
      { ...valid, event: 'crashed' },
      'event',
      'event: The event is one of loaded, load-failed, integrity or render-error',
    ],
  ];
  for (const [what, body, field, error] of cases) {
    it(`refuses ${what}: 400 naming the field, nothing stored`, async () => {
      const before = await ctx.db.select().from(schema.releaseReports);
      const res = await report(body);
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().field, field);
      assert.equal(res.json().error, error);
      assert.deepEqual(await ctx.db.select().from(schema.releaseReports), before);
    });
  }

  it('refuses invalid JSON and a body over 1 KB with a 4xx, never a 500', async () => {
    const invalid = await ctx.app.inject({
      method: 'POST',
      url: '/platform/reports',
      headers: { 'content-type': 'application/json' },
      payload: '{"session":',
    });
    assert.equal(invalid.statusCode, 400, invalid.body);
    assert.deepEqual(errorOf(invalid), { error: 'body: Invalid JSON', field: 'body' });
    const large = await report({ ...valid, padding: 'x'.repeat(2000) });
    assert.equal(large.statusCode, 413, large.body);
  });

  it('counts only the registry’s releases: 404 for another remote or release', async () => {
    const unknownRelease = await report({ ...valid, release: rid('o-9') });
    assert.equal(unknownRelease.statusCode, 404, unknownRelease.body);
    assert.deepEqual(errorOf(unknownRelease), {
      error: `The release registry has no release ${rid('o-9')} of orders`,
      field: 'release',
    });
    const unknownRemote = await report({ ...valid, remote: 'nowhere' });
    assert.equal(unknownRemote.statusCode, 404, unknownRemote.body);
    assert.deepEqual(errorOf(unknownRemote), {
      error: 'The release registry has no remote nowhere',
      field: 'remote',
    });
    // A plain entry has no releases to count.
    const plain = await report({ ...valid, remote: 'outside' });
    assert.equal(plain.statusCode, 404, plain.body);
  });
});

describe('a registry changed by npm run release a moment ago', () => {
  it('counts a report of a release the recent read did not serve yet, and its canary rule applies', async () => {
    await setRegistry({ fresh: remote('n-1') });
    // The API has read the registry (its short read cache holds it)…
    await sessions(1, 'fresh', rid('n-1'), 'loaded');
    // …then the CLI publishes n-2 and makes it the canary, writing the file directly.
    await writeRegistry(ctx.config, {
      fresh: remote('n-1', ['n-2'], { release: 'n-2', percent: 50 }),
    });
    await sessions(20, 'fresh', rid('n-2'), 'render-error');
    const stored = (await readRegistry(ctx.config)).remotes.fresh!;
    assert.equal(stored.canary, null, 'rolled back without waiting for the read cache');
    assert.equal(stored.history.at(-1)?.action, 'auto-rollback');
  });
});

describe('failure rates', () => {
  it('per release: distinct sessions with any failure over distinct sessions that reported it', async () => {
    await setRegistry({ rates: remote(rid('s-1'), [rid('s-2')]) });
    // s-1: 4 sessions; one loads then fails later, one reports twice; 2 of 4 failed.
    const [a, b, c, d] = [newSession(), newSession(), newSession(), newSession()];
    const steps: Array<[string, string]> = [
      [a, 'loaded'],
      [a, 'render-error'],
      [b, 'loaded'],
      [b, 'loaded'],
      [c, 'integrity'],
      [c, 'loaded'],
      [d, 'loaded'],
    ];
    for (const [session, event] of steps) {
      const res = await report({ session, remote: 'rates', release: rid('s-1'), event });
      assert.equal(res.statusCode, 204, res.body);
    }
    // s-2: one session, failed to load.
    await report({ session: a, remote: 'rates', release: rid('s-2'), event: 'load-failed' });
    const view = remoteIn(await platform(), 'rates');
    const health = Object.fromEntries(view.releases.map((r) => [r.id, r.health]));
    assert.deepEqual(health[rid('s-1')], { sessions: 4, failed: 2, failureRate: 0.5 });
    assert.deepEqual(health[rid('s-2')], { sessions: 1, failed: 1, failureRate: 1 });
    assert.deepEqual(view.stable?.health, health[rid('s-1')]);
  });
});

describe('automatic rollback (RELEASE_ROLLBACK_MARGIN 0.05, RELEASE_ROLLBACK_MIN_SESSIONS 20)', () => {
  before(async () => {
    await setRegistry({
      below: remote(rid('b-stable'), [rid('b-canary')], { release: rid('b-canary'), percent: 20 }),
      worse: remote(rid('w-stable'), [rid('w-canary')], { release: rid('w-canary'), percent: 20 }),
      few: remote(rid('f-stable'), [rid('f-canary')], { release: rid('f-canary'), percent: 20 }),
      level: remote(rid('l-stable'), [rid('l-canary')], { release: rid('l-canary'), percent: 20 }),
    });
  });

  it('keeps a canary whose rate exceeds stable’s by no more than the margin (5 % vs 0 %)', async () => {
    await sessions(10, 'below', rid('b-stable'), 'loaded');
    await sessions(19, 'below', rid('b-canary'), 'loaded');
    await sessions(1, 'below', rid('b-canary'), 'render-error');
    const view = remoteIn(await platform(), 'below');
    assert.deepEqual(view.canary?.release.health, { sessions: 20, failed: 1, failureRate: 0.05 });
    assert.equal(view.canary?.percent, 20);
    assert.deepEqual(
      (await auditOf('release.auto_rolled_back')).filter((r) => r.targetLabel === 'below'),
      [],
    );
  });

  it('keeps a canary as bad as a failing stable (15 % vs 20 %)', async () => {
    await sessions(8, 'level', rid('l-stable'), 'loaded');
    await sessions(2, 'level', rid('l-stable'), 'load-failed');
    await sessions(17, 'level', rid('l-canary'), 'loaded');
    await sessions(3, 'level', rid('l-canary'), 'integrity');
    assert.ok(remoteIn(await platform(), 'level').canary);
  });

  it('keeps a failing canary until it has 20 sessions, then rolls it back', async () => {
    await sessions(19, 'few', rid('f-canary'), 'render-error');
    assert.ok(remoteIn(await platform(), 'few').canary, '19 sessions are not enough');
    await sessions(1, 'few', rid('f-canary'), 'render-error');
    assert.equal(remoteIn(await platform(), 'few').canary, null);
  });

  it('rolls back a canary worse than stable by more than the margin: registry, audit, every Admin told', async () => {
    await sessions(10, 'worse', rid('w-stable'), 'loaded');
    await sessions(18, 'worse', rid('w-canary'), 'loaded');
    await sessions(1, 'worse', rid('w-canary'), 'render-error');
    assert.ok(remoteIn(await platform(), 'worse').canary, '1 of 19: not yet');
    // The 20th session fails: 2 of 20 = 10 % > 0 % + 5 %.
    await sessions(1, 'worse', rid('w-canary'), 'load-failed');

    const stored = await readRegistry(ctx.config);
    const entry = stored.remotes.worse;
    assert.ok(entry && typeof entry === 'object');
    assert.equal(entry.canary, null);
    assert.equal(entry.stable, rid('w-stable'));
    const step = entry.history.at(-1)!;
    assert.equal(step.action, 'auto-rollback');
    assert.equal(step.release, rid('w-canary'));
    assert.equal(step.by, 'leafbid-api');
    assert.equal(
      step.reason,
      'canary failure rate 10 % (2 of 20 sessions) exceeds the stable rate 0 % (0 of 10) by more than 5 %',
    );

    const [record, ...more] = (await auditOf('release.auto_rolled_back')).filter(
      (r) => r.targetLabel === 'worse',
    );
    assert.equal(more.length, 0);
    assert.equal(record?.actorContactId, null);
    assert.equal(record?.targetType, 'release');
    assert.equal(record?.targetId, `worse/${rid('w-canary')}`);
    assert.equal(record?.reason, step.reason);
    assert.deepEqual(record?.before, {
      stable: rid('w-stable'),
      canary: { release: rid('w-canary'), percent: 20 },
    });
    assert.deepEqual(record?.after, { stable: rid('w-stable'), canary: null });

    for (const who of [admin, quietAdmin]) {
      const told = (await rolledBackNotifications(who.contact!.id)).filter(
        (n) => n.params.remote === 'worse',
      );
      assert.equal(told.length, 1, who.email);
      assert.deepEqual(told[0]!.params, {
        remote: 'worse',
        release: rid('w-canary'),
        canary_rate: '10 %',
        stable_rate: '0 %',
      });
      assert.equal(told[0]!.link, '/operator/platform?remote=worse');
    }
    for (const who of [buyer, seller])
      assert.deepEqual(await rolledBackNotifications(who.contact!.id), []);

    const emails = (await ctx.db.select().from(schema.outbox))
      .filter((row) => row.kind === 'email')
      .map((row) => row.payload as { to: string; subject: string; text: string })
      .filter((mail) => mail.subject.includes('worse'));
    assert.deepEqual(
      emails.map((mail) => mail.to),
      [admin.email],
      'the Admin reading these in the app gets no email',
    );
    assert.equal(emails[0]!.subject, 'Canary of worse rolled back automatically');
    assert.ok(
      emails[0]!.text.includes(
        `The canary release ${rid('w-canary')} of worse failed in 10 % of its sessions against 0 %`,
      ),
      emails[0]!.text,
    );
    assert.match(emails[0]!.text, /\/operator\/platform\?remote=worse/);

    // Later failures of the former canary change nothing more.
    await sessions(3, 'worse', rid('w-canary'), 'render-error');
    assert.equal(
      (await auditOf('release.auto_rolled_back')).filter((r) => r.targetLabel === 'worse').length,
      1,
    );
    assert.equal(
      (await rolledBackNotifications(admin.contact!.id)).filter((n) => n.params.remote === 'worse')
        .length,
      1,
    );
  });
});

describe('the operator’s Platform view and actions', () => {
  before(async () => {
    await setRegistry({
      checkout: remote(rid('c-1'), [rid('c-2'), rid('c-3')]),
    });
  });

  it('GET /operator/platform: each remote’s stable, canary, releases with health, and history', async () => {
    const view = await platform();
    const checkout = remoteIn(view, 'checkout');
    assert.equal(checkout.stable?.id, rid('c-1'));
    assert.equal(checkout.stable?.kernel, '^2.5.1');
    assert.equal(checkout.stable?.commit, `commit-${rid('c-1')}`);
    assert.equal(checkout.stable?.publishedAt, '2026-12-08T00:00:00.000Z');
    assert.deepEqual(checkout.stable?.health, { sessions: 0, failed: 0, failureRate: 0 });
    assert.equal(checkout.canary, null);
    // Newest first.
    assert.deepEqual(
      checkout.releases.map((r) => r.id),
      [rid('c-3'), rid('c-2'), rid('c-1')],
    );
    // Newest first: the last publish, …, the first release made stable as it was published.
    assert.deepEqual(
      checkout.history.map((step) => [step.action, step.release]),
      [
        ['publish', rid('c-3')],
        ['publish', rid('c-2')],
        ['promote', rid('c-1')],
        ['publish', rid('c-1')],
      ],
    );
    assert.equal(checkout.canRollBack, false);
    assert.deepEqual(view.plain, [
      { name: 'outside', manifest: 'https://outside.example/mf-manifest.json' },
    ]);
  });

  it('is the Admin’s alone: 403 for a buyer and a seller, 401 without a token', async () => {
    for (const [method, url, body] of [
      ['GET', '/operator/platform', undefined],
      ['POST', '/operator/platform/checkout/promote', { release: rid('c-2') }],
      ['POST', '/operator/platform/checkout/rollback', undefined],
      ['POST', '/operator/platform/checkout/canary', { release: rid('c-2'), percent: 5 }],
    ] as const) {
      for (const who of [buyer, seller]) {
        const res = await request(ctx.app, method, url, who.token, body);
        assert.equal(res.statusCode, 403, `${who.email} ${url}`);
        assert.deepEqual(errorOf(res), { error: 'Only an Admin may use the operator console' });
      }
      const anonymous = await request(ctx.app, method, url, null, body);
      assert.equal(anonymous.statusCode, 401);
    }
    const stored = await readRegistry(ctx.config);
    assert.equal((stored.remotes.checkout as { stable: string }).stable, rid('c-1'));
  });

  it('canary {release, percent}: serves it to that share, audited; 0 ends it', async () => {
    const res = await request(ctx.app, 'POST', '/operator/platform/checkout/canary', admin.token, {
      release: rid('c-2'),
      percent: 25,
    });
    assert.equal(res.statusCode, 200, res.body);
    const checkout = remoteIn(res.json(), 'checkout');
    assert.equal(checkout.canary?.release.id, rid('c-2'));
    assert.equal(checkout.canary?.percent, 25);
    const [record] = await auditOf('release.canary');
    assert.equal(record?.actorContactId, admin.contact!.id);
    assert.equal(record?.targetId, `checkout/${rid('c-2')}`);
    assert.deepEqual(record?.after, {
      stable: rid('c-1'),
      canary: { release: rid('c-2'), percent: 25 },
    });
    const stored = (await readRegistry(ctx.config)).remotes.checkout as {
      history: Array<{ action: string; by: string; reason?: string }>;
    };
    assert.deepEqual(
      { ...stored.history.at(-1), at: undefined },
      { at: undefined, action: 'canary', release: rid('c-2'), by: admin.email, reason: '25 %' },
    );

    const ended = await request(
      ctx.app,
      'POST',
      '/operator/platform/checkout/canary',
      admin.token,
      {
        percent: 0,
      },
    );
    assert.equal(ended.statusCode, 200, ended.body);
    assert.equal(remoteIn(ended.json(), 'checkout').canary, null);
    assert.equal((await auditOf('release.canary')).length, 2);
    const again = await request(
      ctx.app,
      'POST',
      '/operator/platform/checkout/canary',
      admin.token,
      {
        percent: 0,
      },
    );
    assert.equal(again.statusCode, 409, again.body);
    assert.deepEqual(errorOf(again), { error: 'checkout has no canary release' });
  });

  it('canary: 400 for a percent out of range, 409 for the stable release itself', async () => {
    for (const percent of [101, -1, 2.5, '10']) {
      const res = await request(
        ctx.app,
        'POST',
        '/operator/platform/checkout/canary',
        admin.token,
        {
          release: rid('c-2'),
          percent,
        },
      );
      assert.equal(res.statusCode, 400, `${percent}: ${res.body}`);
      assert.equal(res.json().error, 'percent: The percent is a whole number from 0 to 100');
    }
    const stable = await request(
      ctx.app,
      'POST',
      '/operator/platform/checkout/canary',
      admin.token,
      {
        release: rid('c-1'),
        percent: 10,
      },
    );
    assert.equal(stable.statusCode, 409, stable.body);
  });

  it('promote {release}: makes it stable and ends a canary of it, audited', async () => {
    await request(ctx.app, 'POST', '/operator/platform/checkout/canary', admin.token, {
      release: rid('c-3'),
      percent: 10,
    });
    const res = await request(ctx.app, 'POST', '/operator/platform/checkout/promote', admin.token, {
      release: rid('c-3'),
    });
    assert.equal(res.statusCode, 200, res.body);
    const checkout = remoteIn(res.json(), 'checkout');
    assert.equal(checkout.stable?.id, rid('c-3'));
    assert.equal(checkout.canary, null);
    assert.equal(checkout.canRollBack, true);
    const [record] = await auditOf('release.promoted');
    assert.equal(record?.actorContactId, admin.contact!.id);
    assert.match(record?.actorLabel ?? '', /^Olive /);
    assert.equal(record?.targetId, `checkout/${rid('c-3')}`);
    assert.deepEqual(record?.before, {
      stable: rid('c-1'),
      canary: { release: rid('c-3'), percent: 10 },
    });
    assert.deepEqual(record?.after, { stable: rid('c-3'), canary: null });
    // The browsers see it at once.
    const served = await request(ctx.app, 'GET', '/platform/remotes.json', null);
    assert.equal(served.json().checkout.stable, rid('c-3'));
  });

  it('promote: 404 for an unknown remote, a plain entry or an unknown release, nothing written', async () => {
    const before = await readRegistry(ctx.config);
    const audits = (await ctx.db.select().from(schema.auditRecords)).length;
    const cases: Array<[string, unknown, string]> = [
      [
        '/operator/platform/nowhere/promote',
        { release: rid('c-2') },
        'The release registry has no remote nowhere',
      ],
      [
        '/operator/platform/outside/promote',
        { release: rid('c-2') },
        'The release registry has no remote outside',
      ],
      [
        '/operator/platform/checkout/promote',
        { release: rid('c-9') },
        `The release registry has no release ${rid('c-9')} of checkout`,
      ],
    ];
    for (const [url, body, error] of cases) {
      const res = await request(ctx.app, 'POST', url, admin.token, body);
      assert.equal(res.statusCode, 404, res.body);
      assert.equal(res.json().error, error);
    }
    const rollbackUnknown = await request(
      ctx.app,
      'POST',
      '/operator/platform/nowhere/rollback',
      admin.token,
    );
    assert.equal(rollbackUnknown.statusCode, 404);
    const badName = await request(
      ctx.app,
      'POST',
      '/operator/platform/Not%20A%20Name/rollback',
      admin.token,
    );
    assert.equal(badName.statusCode, 400);
    assert.deepEqual(await readRegistry(ctx.config), before);
    assert.equal((await ctx.db.select().from(schema.auditRecords)).length, audits);
  });

  it('rollback: back to the previous stable, audited; 409 when there is none', async () => {
    const res = await request(ctx.app, 'POST', '/operator/platform/checkout/rollback', admin.token);
    assert.equal(res.statusCode, 200, res.body);
    const checkout = remoteIn(res.json(), 'checkout');
    assert.equal(checkout.stable?.id, rid('c-1'));
    assert.equal(checkout.canRollBack, false);
    assert.equal(checkout.history[0]?.action, 'rollback');
    assert.equal(checkout.history[0]?.by, admin.email);
    const [record] = await auditOf('release.rolled_back');
    assert.deepEqual(record?.before, { stable: rid('c-3'), canary: null });
    assert.deepEqual(record?.after, { stable: rid('c-1'), canary: null });

    const nothing = await request(
      ctx.app,
      'POST',
      '/operator/platform/checkout/rollback',
      admin.token,
    );
    assert.equal(nothing.statusCode, 409, nothing.body);
    assert.deepEqual(errorOf(nothing), {
      error: 'checkout has no previous stable release to roll back to',
    });
    assert.equal((await auditOf('release.rolled_back')).length, 1);
  });

  it('the audit trail lists the platform actions (GET /operator/audit?kind=…)', async () => {
    const res = await request(ctx.app, 'GET', '/operator/audit?kind=release.promoted', admin.token);
    assert.equal(res.statusCode, 200, res.body);
    const [record] = res.json().data as Array<{
      kind: string;
      target: { type: string; id: string };
    }>;
    assert.equal(record?.kind, 'release.promoted');
    assert.deepEqual(record?.target, {
      type: 'release',
      id: `checkout/${rid('c-3')}`,
      label: 'checkout',
    });
  });

  it('a registry that cannot be read is a 503 in words, not a 500', async () => {
    const { writeFile } = await import('node:fs/promises');
    const { registryFile } = await import('./support/releases.js');
    await writeFile(registryFile(ctx.config), '{ not json');
    ctx.app.releasePlatform.forget();
    const res = await request(ctx.app, 'GET', '/operator/platform', admin.token);
    assert.equal(res.statusCode, 503, res.body);
    assert.deepEqual(errorOf(res), {
      error: 'The release registry cannot be read right now. Please try again.',
    });
    const served = await request(ctx.app, 'GET', '/platform/remotes.json', null);
    assert.equal(served.statusCode, 503);
  });
});

describe('POST /platform/reports: rate limit per address', () => {
  let limited: TestContext;
  let user: TestUser;
  before(async () => {
    limited = await createTestContext({ releaseReportsPerMinute: 3 }, { rateLimit: true });
    user = await createUser(limited.db, {});
    await writeRegistry(limited.config, { orders: remote(rid('o-1')) });
  });
  after(async () => limited?.close());

  it('answers 429 past RELEASE_REPORTS_PER_MINUTE from one address, whoever signs the request', async () => {
    const body = (session: string) => ({
      session,
      remote: 'orders',
      release: rid('o-1'),
      event: 'loaded',
    });
    for (let i = 0; i < 3; i += 1) {
      const res = await request(
        limited.app,
        'POST',
        '/platform/reports',
        i === 0 ? user.token : null,
        body(`s${i}`),
      );
      assert.equal(res.statusCode, 204, res.body);
    }
    // A token does not buy a budget of its own: the fourth from this address is refused.
    const over = await request(limited.app, 'POST', '/platform/reports', user.token, body('s4'));
    assert.equal(over.statusCode, 429, over.body);
    assert.equal(over.json().code, 'domain.api.rateLimited');
    assert.ok(Number(over.headers['retry-after']) > 0);
    // Another address has its own budget.
    const other = await limited.app.inject({
      method: 'POST',
      url: '/platform/reports',
      remoteAddress: '198.51.100.7',
      payload: body('s5'),
    });
    assert.equal(other.statusCode, 204, other.body);
    // The signed-in user's own budget is untouched.
    const own = await request(limited.app, 'GET', '/notifications', user.token);
    assert.equal(own.statusCode, 200, own.body);
  });
});
