import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@leafbid/shared';
import { makeTask } from '@leafbid/shared/testing';
import { useOrderActions } from './use-order-actions';

const target = { task: makeTask({ id: 't_1', Status: 'Pending' }), productName: 'Pink Kush' };

function renderActions() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useOrderActions(), { wrapper }).result;
}

// Issue 22: the edit popup's code may still be loading when Delete is pressed; one dialog at a
// time, the last asked for.
it('Delete pressed while the edit popup loads asks only the delete question', () => {
  const actions = renderActions();
  act(() => actions.current.edit(target));
  act(() => actions.current.askDelete(target));
  expect(actions.current.editing).toBeNull();
  expect(actions.current.deleting).toBe(target);
});

it('Edit pressed while the delete question is up leaves only the edit popup', () => {
  const actions = renderActions();
  act(() => actions.current.askDelete(target));
  act(() => actions.current.edit(target));
  expect(actions.current.deleting).toBeNull();
  expect(actions.current.editing).toBe(target);
});
