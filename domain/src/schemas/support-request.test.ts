import { supportRequestBodySchema } from './support-request';
import { firstMessage } from './test-helpers';

describe('a support request needs non-empty text', () => {
  test.each<[unknown, string | null]>([
    [{ description: 'My bid disappeared' }, null],
    [{ description: '' }, 'Please describe your issue'],
    [{ description: '   \n ' }, 'Please describe your issue'],
    [{}, 'Please describe your issue'],
    [{ description: 'x'.repeat(5001) }, 'Please keep it under 5000 characters'],
  ])('%p → %p', (body, message) => {
    expect(firstMessage(supportRequestBodySchema, body)).toBe(message);
  });

  test('the text is trimmed', () => {
    expect(supportRequestBodySchema.parse({ description: '  help  ' })).toEqual({
      description: 'help',
    });
  });
});
