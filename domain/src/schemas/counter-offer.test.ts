import { taskSchema } from '../types';
import { counterOfferBodySchema, withdrawCounterBodySchema } from './counter-offer';
import { firstMessage } from './test-helpers';
import { taskJsonSchema } from './wire/task';

describe('counter-offer body {quantity, price_per_gram, note?} (issue 20)', () => {
  test.each<[string, unknown, string | null]>([
    ['valid terms', { quantity: 80, price_per_gram: 3 }, null],
    ['with a note', { quantity: 80, price_per_gram: 3, note: 'Fresh harvest' }, null],
    ['a null note', { quantity: 80, price_per_gram: 3, note: null }, null],
    ['the longest note', { quantity: 80, price_per_gram: 3, note: 'n'.repeat(500) }, null],
    [
      'a note too long',
      { quantity: 80, price_per_gram: 3, note: 'n'.repeat(501) },
      'The note is limited to 500 characters',
    ],
    ['no grams', { quantity: 0, price_per_gram: 3 }, 'Quantity must be greater than 0'],
    [
      'fractional grams',
      { quantity: 1.5, price_per_gram: 3 },
      'Quantity must be a whole number of grams',
    ],
    [
      'a sub-cent price',
      { quantity: 10, price_per_gram: 0.015 },
      'Price per gram must be a whole number of cents (e.g. 0.01, not 0.015)',
    ],
    ['a free price', { quantity: 10, price_per_gram: 0 }, 'Price must be greater than $0'],
  ])('%s', (_, value, message) => {
    expect(firstMessage(counterOfferBodySchema, value)).toBe(message);
  });

  it('trims the note', () => {
    expect(
      counterOfferBodySchema.parse({ quantity: 1, price_per_gram: 1, note: '  hi ' }).note,
    ).toBe('hi');
  });
});

describe('withdraw body {reason}', () => {
  test.each<[string, unknown, string | null]>([
    ['a reason', { reason: 'Below the floor price' }, null],
    ['no reason', {}, 'Write the reason for the withdrawal'],
    ['a blank reason', { reason: '   ' }, 'Write the reason for the withdrawal'],
    ['a reason too long', { reason: 'r'.repeat(501) }, 'The reason is limited to 500 characters'],
  ])('%s', (_, value, message) => {
    expect(firstMessage(withdrawCounterBodySchema, value)).toBe(message);
  });
});

describe('a task’s Counter', () => {
  const task = {
    id: 't_1',
    Subject: 'Purchase request: Pink Kush',
    Task_Type: 'Purchase Request',
    Status: 'Pending',
    What_Id: { id: 'p_1', name: 'Pink Kush' },
    Who_Id: { id: 'c_1', name: 'Ada' },
    Description: 'QUANTITY: 100 PRICE PER GRAM: 2.5 TOTAL: 250',
    Created_Time: null,
    Closed_Time: null,
    Modified_Time: null,
  };
  const counter = {
    id: 'co_1',
    quantity: 80,
    price_per_gram: 3,
    total: 240,
    note: null,
    status: 'relayed',
    relayed_at: '2026-01-01T00:00:00.000Z',
    answered_at: null,
  };

  it('is optional and nullable on the wire, and strict when there', () => {
    expect(taskJsonSchema.safeParse(task).success).toBe(true);
    expect(taskJsonSchema.safeParse({ ...task, Counter: null }).success).toBe(true);
    expect(taskJsonSchema.parse({ ...task, Counter: counter }).Counter).toEqual(counter);
    expect(
      taskJsonSchema.safeParse({ ...task, Counter: { ...counter, status: 'open' } }).success,
    ).toBe(false);
  });

  it('is read leniently by the browser: only its id and status are needed', () => {
    const read = taskSchema.parse({ ...task, Counter: { id: 'co_1', status: 'accepted' } });
    expect(read.Counter).toEqual({ id: 'co_1', status: 'accepted' });
    expect(taskSchema.parse(task).Counter).toBeUndefined();
  });
});
