// Issue 19: the start overlay and a failed start in fr-CA (Québec French).
import kernelFr from '@leafbid/shared/locales/fr-CA.json';
import { deferred } from '@leafbid/shared/testing';
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import { act, render, screen } from '@testing-library/react';
import fr from '../../../locales/fr-CA.json';
import { StartGate } from './start-gate';

beforeEach(() => {
  jest.useFakeTimers();
  activateTestLocale('fr-CA', kernelFr, fr);
});
afterEach(() => {
  jest.useRealTimers();
  resetTestLocale();
});

describe('start overlay in fr-CA (issue 19)', () => {
  it("shows 'Chargement…' while starting", () => {
    render(
      <StartGate starting={deferred().promise}>
        <h1>App</h1>
      </StartGate>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  });

  it('a failed start says so in French, with Recharger', async () => {
    const start = deferred();
    render(
      <StartGate starting={start.promise}>
        <h1>App</h1>
      </StartGate>,
    );
    await act(async () => start.reject(new Error('runtime-config.json: 404')));
    act(() => jest.advanceTimersByTime(2000));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("Leafbid n'a pas pu démarrer");
    expect(alert).toHaveTextContent('Veuillez vérifier votre connexion, puis recharger la page.');
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
  });
});
