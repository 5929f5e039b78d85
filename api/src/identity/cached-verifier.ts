import type { Caller, IdentityVerifier } from './firebase-verifier.js';

export interface CachedVerifierOptions {
  /** How long a verified token is trusted without asking again (never past its own expiry). */
  ttlMs?: number;
  /** At most this many tokens are remembered; the least recently used goes first. */
  maxEntries?: number;
  now?: () => number;
}

/** What a verified ID token says about its expiry: `exp` in seconds since 1970. */
function expiryOf(idToken: string): number | null {
  const [, payload] = idToken.split('.');
  if (!payload) return null;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Remembers ID tokens already verified, so a signed-in user's every request does not verify its
 * token again (issue 12: the write path). With the Auth emulator, firebase-admin looks the user
 * up over HTTP on every verification, which capped the whole API at the emulator's speed; with a
 * real project it saves the RSA check. Only successes are kept, each at most `ttlMs` (5 minutes,
 * as the spec's ID-token maximum age) and never past the token's own `exp`: a user disabled in
 * the identity service keeps access for at most that long with a token it already used.
 * Concurrent verifications of the same token share one call.
 */
export function cachedVerifier(
  inner: IdentityVerifier,
  { ttlMs = 5 * 60_000, maxEntries = 10_000, now = Date.now }: CachedVerifierOptions = {},
): IdentityVerifier {
  const verified = new Map<string, { caller: Caller; until: number }>();
  const inFlight = new Map<string, Promise<Caller>>();

  function remember(idToken: string, caller: Caller): void {
    const exp = expiryOf(idToken);
    const until = Math.min(now() + ttlMs, exp ?? now());
    if (until <= now()) return;
    verified.delete(idToken);
    verified.set(idToken, { caller, until });
    if (verified.size > maxEntries) verified.delete(verified.keys().next().value!);
  }

  return {
    async verify(idToken) {
      const hit = verified.get(idToken);
      if (hit) {
        verified.delete(idToken);
        if (hit.until > now()) {
          verified.set(idToken, hit); // most recently used last
          return hit.caller;
        }
      }
      const pending = inFlight.get(idToken);
      if (pending) return pending;
      const verification = inner
        .verify(idToken)
        .then((caller) => {
          remember(idToken, caller);
          return caller;
        })
        .finally(() => inFlight.delete(idToken));
      inFlight.set(idToken, verification);
      return verification;
    },
    close: () => inner.close(),
  };
}
