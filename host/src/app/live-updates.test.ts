import { act } from '@testing-library/react';
import { useAuthStore, useProfileStore } from '@leafbid/shared';
import { createFakeIdentity, makeContact, resetStoresForTest } from '@leafbid/shared/testing';
import type { LiveUpdatesOptions } from '@leafbid/shared';
import { keepLiveUpdates } from './live-updates';

let started: number;
let stops: Array<boolean | undefined>;
const fakeStart = () => {
  started += 1;
  return (forget?: boolean) => void stops.push(forget);
};

let keeping: Array<() => void> = [];
const keep = () => {
  const stop = keepLiveUpdates(fakeStart);
  keeping.push(stop);
  return stop;
};
afterEach(() => {
  for (const stop of keeping) stop();
  keeping = [];
});

beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity();
  started = 0;
  stops = [];
});

function signIn(profile = makeContact()) {
  act(() => {
    useAuthStore.setState({
      status: 'authenticated',
      user: { uid: 'demo-buyer', email: 'buyer@leafbid.test' },
    });
    useProfileStore.getState().setProfile(profile);
  });
}

describe('live updates in the host (issue 11)', () => {
  it('start once a confirmed account is signed in, and stop (forgetting where they were) on logout', () => {
    const stopKeeping = keep();
    expect(started).toBe(0);
    signIn();
    expect(started).toBe(1);
    act(() => useProfileStore.getState().setProfile(makeContact({ Full_Name: 'Ada M.' })));
    expect(started).toBe(1);
    act(() => useAuthStore.setState({ status: 'anonymous', user: null }));
    expect(stops).toEqual([true]);
    stopKeeping();
    expect(stops).toEqual([true]);
  });

  it('do not start for an unconfirmed or a suspended account', () => {
    keep();
    signIn(makeContact({ Account_Confirmed: false }));
    expect(started).toBe(0);
    signIn(makeContact({ Account_Suspended: true }));
    expect(started).toBe(0);
    signIn(makeContact());
    expect(started).toBe(1);
  });

  it('another user signing in gets its own stream', () => {
    keep();
    signIn(makeContact({ id: 'c_1' }));
    signIn(makeContact({ id: 'c_2' }));
    expect(started).toBe(2);
    expect(stops).toEqual([true]);
  });

  it('run onOpen each time the stream reports it is open, and not before', () => {
    let options: LiveUpdatesOptions | undefined;
    let opened = 0;
    keeping.push(
      keepLiveUpdates(
        (given) => {
          options = given;
          return () => undefined;
        },
        () => (opened += 1),
      ),
    );
    signIn();
    options?.onStatus?.('waiting-for-lock');
    options?.onStatus?.('connecting');
    expect(opened).toBe(0);
    options?.onStatus?.('open');
    expect(opened).toBe(1);
    // A reconnection (after 'retrying') opens it again.
    options?.onStatus?.('retrying');
    options?.onStatus?.('open');
    expect(opened).toBe(2);
  });
});
