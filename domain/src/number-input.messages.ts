// Issue 35: why a quantity or a price was not read (./number-input), with examples written the
// active locale's way ("2.50" / "2,50", "1,000" / "1 000"). A catalogue module: it imports only
// the i18n module.
import { defineMessages, msg } from './i18n';

export const NUMBER_INPUT_MESSAGES = defineMessages('domain.numberInput', {
  empty: 'Enter a number',
  notANumber: msg('Enter a number, for example {decimal}', (decimal: string) => ({ decimal })),
  ambiguous: msg(
    'This number can be read two ways: write decimals as in {decimal} and thousands as in {thousands}',
    (decimal: string, thousands: string) => ({ decimal, thousands }),
  ),
  mixedSeparators: msg(
    'This number mixes two ways of writing numbers: write decimals as in {decimal} and thousands as in {thousands}',
    (decimal: string, thousands: string) => ({ decimal, thousands }),
  ),
  severalDecimalMarks: msg(
    'A number has one decimal mark at most, as in {decimal}',
    (decimal: string) => ({ decimal }),
  ),
  misplacedGrouping: msg(
    'Thousands are grouped by three digits, as in {thousands}',
    (thousands: string) => ({ thousands }),
  ),
  tooManyDecimals: msg(
    '{max, plural, =0 {Enter a whole number} one {At most # decimal} other {At most # decimals (whole cents)}}',
    (max: number) => ({ max }),
  ),
});
