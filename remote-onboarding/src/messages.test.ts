import { contactIdMissing, createContactFailed, serverError } from './messages';

describe('the error catalogue (spec §8) fills its templates', () => {
  test.each([
    [serverError(500, 'Internal Server Error'), 'Server error: 500 Internal Server Error'],
    [createContactFailed('Zoho'), 'Failed to create Zoho contact.'],
    [contactIdMissing('Zoho'), 'Failed to get contact ID from Zoho response'],
  ])('%p', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
