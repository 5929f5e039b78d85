import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cachedVerifier } from '../src/identity/cached-verifier.js';
import type { Caller, IdentityVerifier } from '../src/identity/firebase-verifier.js';
import { mintIdToken } from './helpers.js';

/** A verifier that counts its calls and accepts every token except 'bad' ones. */
function countingVerifier(): IdentityVerifier & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async verify(idToken) {
      calls.push(idToken);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (idToken.startsWith('bad')) throw new Error('invalid token');
      return { uid: `u${calls.length}`, email: null, emailVerified: false } satisfies Caller;
    },
    close: async () => undefined,
  };
}

describe('cachedVerifier (issue 12: a signed-in request does not verify its token again)', () => {
  it('verifies a token once, then answers from memory', async () => {
    const inner = countingVerifier();
    const verifier = cachedVerifier(inner);
    const token = mintIdToken('demo-buyer', 'buyer@leafbid.test');
    const first = await verifier.verify(token);
    assert.deepEqual(await verifier.verify(token), first);
    assert.equal(inner.calls.length, 1);
  });

  it('concurrent verifications of one token share a single call', async () => {
    const inner = countingVerifier();
    const verifier = cachedVerifier(inner);
    const token = mintIdToken('demo-buyer', 'buyer@leafbid.test');
    await Promise.all(Array.from({ length: 20 }, () => verifier.verify(token)));
    assert.equal(inner.calls.length, 1);
  });

  it('never keeps a rejected token', async () => {
    const inner = countingVerifier();
    const verifier = cachedVerifier(inner);
    await assert.rejects(verifier.verify('bad.token.x'), /invalid token/);
    await assert.rejects(verifier.verify('bad.token.x'), /invalid token/);
    assert.equal(inner.calls.length, 2);
  });

  it('asks again after the time to live, and never trusts a token past its own exp', async () => {
    let clock = Date.now();
    const inner = countingVerifier();
    const verifier = cachedVerifier(inner, { ttlMs: 60_000, now: () => clock });
    const token = mintIdToken('demo-buyer', 'buyer@leafbid.test');
    await verifier.verify(token);
    clock += 59_000;
    await verifier.verify(token);
    assert.equal(inner.calls.length, 1);
    clock += 2_000;
    await verifier.verify(token);
    assert.equal(inner.calls.length, 2);

    // A token expiring in 10 s is kept 10 s, not the minute.
    const shortLived = mintIdToken('demo-buyer', 'buyer@leafbid.test', {
      exp: Math.floor(clock / 1000) + 10,
    });
    await verifier.verify(shortLived);
    clock += 11_000;
    await verifier.verify(shortLived);
    assert.equal(inner.calls.filter((t) => t === shortLived).length, 2);
  });

  it('remembers at most maxEntries tokens, dropping the least recently used', async () => {
    const inner = countingVerifier();
    const verifier = cachedVerifier(inner, { maxEntries: 2 });
    const [a, b, c] = ['a', 'b', 'c'].map((uid) => mintIdToken(uid, `${uid}@x.test`));
    await verifier.verify(a!);
    await verifier.verify(b!);
    await verifier.verify(a!); // a is now the most recently used
    await verifier.verify(c!); // drops b
    await verifier.verify(a!);
    assert.equal(inner.calls.length, 3);
    await verifier.verify(b!);
    assert.equal(inner.calls.length, 4);
  });
});
