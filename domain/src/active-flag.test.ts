import { isActiveFlag } from './active-flag';

describe("the active flag accepts true, 1, 'true', 'yes', 'active' and '1'", () => {
  test.each<[unknown, boolean]>([
    [true, true],
    [1, true],
    ['true', true],
    ['yes', true],
    ['active', true],
    ['1', true],
    [' TRUE ', true],
    ['Active', true],
    ['YES', true],
    [false, false],
    [0, false],
    [2, false],
    ['false', false],
    ['no', false],
    ['inactive', false],
    ['', false],
    [null, false],
    [undefined, false],
    [{}, false],
    [[true], false],
  ])('isActiveFlag(%p) is %p', (value, expected) => {
    expect(isActiveFlag(value)).toBe(expected);
  });
});
