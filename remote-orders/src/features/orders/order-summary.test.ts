import { makeTask } from '@leafbid/shared/testing';
import { orderSummary } from './order-summary';
import { ORDERS_PAGE_MESSAGES } from '../../messages';

describe('orderSummary — spec §2: a card reads QUANTITY, PRICE PER GRAM and TOTAL from the Description', () => {
  it.each([
    ['QUANTITY: 1000 PRICE PER GRAM: 2.5 TOTAL: 2500', '1 000 g', '$2.50', '$2,500.00'],
    ['QUANTITY: 250000 PRICE PER GRAM: 1.75 TOTAL: 437500', '250 000 g', '$1.75', '$437,500.00'],
    ['QUANTITY: 1000 TOTAL: 2500', '1 000 g', '-', '$2,500.00'],
    ['PRICE PER GRAM: 3', '-', '$3.00', '-'],
    ['', '-', '-', '-'],
    [null, '-', '-', '-'],
  ])(
    '%p → %s, %s, %s (a missing value shows "-")',
    (description, quantity, pricePerGram, total) => {
      const summary = orderSummary(makeTask({ Description: description }));
      expect(summary).toMatchObject({ quantity, pricePerGram, total });
    },
  );

  it('shows the product name from What_Id.name', () => {
    expect(orderSummary(makeTask({ What_Id: { id: 'p_9', name: 'Blue Dream' } })).productName).toBe(
      'Blue Dream',
    );
  });

  it.each([null, { id: 'p_9', name: null }, { id: 'p_9', name: '  ' }])(
    'a task without a product name (%p) shows "Untitled Product" on the Orders screen',
    (whatId) => {
      expect(orderSummary(makeTask({ What_Id: whatId })).productName).toBe('Untitled Product');
    },
  );

  it('the dashboard passes "Untitled Task" as its fallback', () => {
    expect(
      orderSummary(makeTask({ What_Id: null }), ORDERS_PAGE_MESSAGES.untitledTask).productName,
    ).toBe('Untitled Task');
  });
});
