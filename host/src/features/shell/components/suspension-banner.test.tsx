import { useAuthStore, useProfileStore } from '@leafbid/shared';
import { makeContact, renderWithQueryClient, resetStoresForTest } from '@leafbid/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppShell } from './app-shell';

// Issue 11 (spec §6 "the operator may refuse, suspend or terminate access"): a suspended account
// is told so, with the operator's reason, above every page, and the page itself still shows.

function renderShell() {
  renderWithQueryClient(
    <MemoryRouter>
      <AppShell onLogout={jest.fn()} navigation={[]}>
        <h1>Settings page</h1>
      </AppShell>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetStoresForTest();
  useAuthStore.setState({ status: 'authenticated', user: { uid: 'u1', email: 'a@leafbid.test' } });
});

const withProfile = (overrides = {}) =>
  act(() => useProfileStore.setState({ profile: makeContact(overrides), fetchedAt: Date.now() }));

describe('suspended account banner (issue 11)', () => {
  it('shows the title, the reason from the profile and what the user can still do; the page stays', () => {
    withProfile({ Account_Suspended: true, Suspension_Reason: 'Licence expired on 2026-01-31' });
    renderShell();
    const banner = screen.getByRole('alert', { name: 'Your account is suspended' });
    expect(within(banner).getByText('Reason: Licence expired on 2026-01-31')).toBeInTheDocument();
    expect(banner).toHaveTextContent(
      'You can still update your profile in Settings. Please contact the Leafbid operator team to have your account reinstated.',
    );
    // Issue 18: it says where to upload a current licence.
    expect(
      within(banner).getByRole('link', { name: 'Upload a current licence or permit' }),
    ).toHaveAttribute('href', '/account-documents');
    // Non-blocking: it sits in the content area above the page, the page is there and usable.
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Settings page' }),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('says no reason was given when the profile has none', () => {
    withProfile({ Account_Suspended: true, Suspension_Reason: '  ' });
    renderShell();
    expect(
      within(screen.getByRole('alert', { name: 'Your account is suspended' })).getByText(
        'The operator gave no reason.',
      ),
    ).toBeInTheDocument();
  });

  it('is absent for an account in good standing, and goes once the account is reinstated', () => {
    withProfile({ Account_Suspended: false, Suspension_Reason: null });
    renderShell();
    expect(screen.queryByRole('alert', { name: 'Your account is suspended' })).toBeNull();
    withProfile({ Account_Suspended: true, Suspension_Reason: 'Unpaid fees' });
    expect(screen.getByRole('alert', { name: 'Your account is suspended' })).toBeInTheDocument();
    withProfile({ Account_Suspended: false, Suspension_Reason: null });
    expect(screen.queryByRole('alert', { name: 'Your account is suspended' })).toBeNull();
  });

  it('is not shown to a visitor (no shell)', () => {
    useAuthStore.setState({ status: 'anonymous', user: null });
    withProfile({ Account_Suspended: true, Suspension_Reason: 'Unpaid fees' });
    renderShell();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
