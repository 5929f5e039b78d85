// The dashboard's New Arrivals as the host mounts them (./NewArrivals, inside its router), for the
// lazy-loading tests (issue 22).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithQueryClient as render } from '@leafbid/shared/testing';
import { MemoryRouter } from 'react-router-dom';
import NewArrivals from '../app/exposes/new-arrivals';

/** New Arrivals rendered; resolves with a user and the Pink Kush card (serveOneProduct's). */
export async function openNewArrivals() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <NewArrivals />
    </MemoryRouter>,
  );
  const card = await screen.findByRole('article', { name: 'Pink Kush' });
  return { user, card };
}
