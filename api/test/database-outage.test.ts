// Issue 41: when the database cannot be reached, the API answers 503 with Retry-After (the
// request may succeed in a moment), not 500; a wrong query is still a 500.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDatabaseUnavailable } from '../src/plugins/error-handler.js';
import { request } from './helpers.js';
import { testSuite } from './suite.js';

const { ctx, buyer } = testSuite({ buyer: {} });

const outages: Array<[string, Error]> = [
  [
    'node-postgres: connection refused',
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  ],
  ['node-postgres: the server went away', new Error('Connection terminated unexpectedly')],
  [
    'PostgreSQL shutting down (57P01)',
    Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    }),
  ],
  [
    'PGlite closed, wrapped by drizzle',
    Object.assign(new Error('Failed query: select 1'), { cause: new Error('PGlite is closed') }),
  ],
];

describe('a database outage answers 503 with Retry-After (issue 41)', () => {
  for (const [what, error] of outages) {
    it(what, async () => {
      const repo = ctx.app.contactsRepository;
      const { findForCaller } = repo;
      repo.findForCaller = async () => {
        throw error;
      };
      try {
        const res = await request(ctx.app, 'GET', '/tasks', buyer.token);
        assert.equal(res.statusCode, 503, res.body);
        assert.equal(res.headers['retry-after'], '5');
        assert.deepEqual(res.json(), {
          error: 'The service is briefly unavailable. Please try again in a few seconds.',
          code: 'domain.api.databaseUnavailable',
        });
      } finally {
        repo.findForCaller = findForCaller;
      }
    });
  }

  it('a query error is not an outage', () => {
    assert.equal(
      isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' })),
      false,
    );
    assert.equal(isDatabaseUnavailable(new Error('boom')), false);
  });
});
