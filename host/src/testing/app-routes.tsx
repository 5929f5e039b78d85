// The host's routes under test (routes.test.tsx, routes.fr-CA.test.tsx): every remote module a
// heading with its id, the app's routes at an address, a signed-in contact. The test file mocks
// ../app/remote/remote-registry (jest.mock), so loadRemoteModule here is that mock.
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { useAuthStore, useProfileStore } from '@leafbid/shared';
import { makeContact, renderWithQueryClient } from '@leafbid/shared/testing';
import { loadRemoteModule, type RemoteModuleId } from '../app/remote/remote-registry';
import { AppRoutes } from '../app/routes';

/** What a remote module loads as: its default export, a component. */
export type Loaded = { default: ComponentType<Record<string, unknown>> };

/** Each exposed module renders a heading with its id, e.g. 'marketplace/NewArrivals'. */
export function remotesAnswer(failing: RemoteModuleId[] = []) {
  jest.mocked(loadRemoteModule).mockImplementation(async (id: RemoteModuleId) => {
    if (failing.includes(id))
      throw new Error(`Remote module ${id} could not be loaded: ScriptNetworkError`);
    const Exposed = () => <h2>{id}</h2>;
    return { default: Exposed } satisfies Loaded;
  });
}

/** The app's routes at `path`, in a query client (the header's notification centre reads it). */
export function renderAt(path: string) {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

/** A signed-in buyer whose profile (a contact, with `profile`'s fields) is loaded. */
export function signIn(profile = {}) {
  useAuthStore.setState({
    status: 'authenticated',
    user: { uid: 'demo-buyer', email: 'buyer@leafbid.test' },
  });
  useProfileStore.setState({ profile: makeContact(profile), fetchedAt: Date.now() });
}

/** Every remote answering, a signed-in contact (with `profile`'s fields) and the app at `path`. */
export function openSignedIn(path: string, profile = {}) {
  remotesAnswer();
  signIn(profile);
  return renderAt(path);
}
