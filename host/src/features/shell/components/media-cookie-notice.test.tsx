import kernelFr from '@leafbid/shared/locales/fr-CA.json';
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import { act, render, screen } from '@testing-library/react';
import fr from '../../../locales/fr-CA.json';
import { useMediaCookieStore } from '../media-cookie';
import { MediaCookieNotice } from './media-cookie-notice';

afterEach(() => {
  useMediaCookieStore.setState({ refusedBy: null });
  resetTestLocale();
});

describe('MediaCookieNotice (issue 35: in words, not a silent loss)', () => {
  it('says nothing while the cookie comes', () => {
    const { container } = render(<MediaCookieNotice />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says what does not work, why, and what to do, naming the API', () => {
    render(<MediaCookieNotice />);
    act(() => useMediaCookieStore.setState({ refusedBy: 'http://localhost:4000' }));
    const alert = screen.getByRole('alert', {
      name: 'Images, live updates and downloads are unavailable',
    });
    expect(alert).toHaveTextContent(
      'This browser did not keep the cookie from http://localhost:4000 that lets product images, live updates and CSV downloads load. Allow cookies for that site, or open Leafbid at the same host name as its API, then reload the page.',
    );
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('in fr-CA', () => {
    activateTestLocale('fr-CA', kernelFr, fr);
    useMediaCookieStore.setState({ refusedBy: 'http://localhost:4000' });
    render(<MediaCookieNotice />);
    expect(
      screen.getByRole('alert', {
        name: 'Images, mises à jour en direct et téléchargements indisponibles',
      }),
    ).toHaveTextContent('http://localhost:4000');
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
  });
});
