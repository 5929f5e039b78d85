import { makeProduct } from '@leafbid/shared/testing';
import { sameCards } from './same-cards';

/** The card as another answer brings it: equal, not the same object. */
const again = <T>(card: T): T => JSON.parse(JSON.stringify(card)) as T;

describe('the same card across views (issue 22)', () => {
  it('answers the card seen before when every field is equal, and the new one when any changed', () => {
    const [pink, blue] = sameCards([
      makeProduct({ id: 'p_same_1', Product_Name: 'Pink Kush', Categories: ['Indica'] }),
      makeProduct({ id: 'p_same_2', Product_Name: 'Blue Dream' }),
    ]);
    const later = sameCards([again(blue!), again(pink!)]);
    expect(later[0]).toBe(blue);
    expect(later[1]).toBe(pink);

    const changed = { ...again(pink!), Categories: ['Sativa'] };
    const [fresh] = sameCards([changed]);
    expect(fresh).toBe(changed);
    // …and that is the card the next answer keeps.
    expect(sameCards([again(changed)])[0]).toBe(changed);
  });

  it('keeps the order and the length of the answer', () => {
    const cards = [3, 1, 2].map((n) => makeProduct({ id: `p_order_${n}` }));
    expect(sameCards(cards).map((card) => card.id)).toEqual([
      'p_order_3',
      'p_order_1',
      'p_order_2',
    ]);
    expect(sameCards([])).toEqual([]);
  });
});
