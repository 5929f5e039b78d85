import { forgotPasswordSchema, signInSchema } from './sign-in';
import { firstMessage } from './test-helpers';

describe('the sign-in form asks for an email and a password before the identity service', () => {
  test.each<[unknown, string | null]>([
    [{ email: 'buyer@leafbid.test', password: 'x' }, null],
    [{ email: '', password: 'x' }, 'Please enter your email.'],
    [{ email: '   ', password: 'x' }, 'Please enter your email.'],
    [{ email: 'buyer', password: 'x' }, 'Please enter a valid email address.'],
    [{ email: 'buyer@leafbid.test', password: '' }, 'Please enter your password.'],
  ])('%p → %p', (values, message) => {
    expect(firstMessage(signInSchema, values)).toBe(message);
  });

  test('the email is trimmed', () => {
    expect(signInSchema.parse({ email: ' buyer@leafbid.test ', password: 'x' }).email).toBe(
      'buyer@leafbid.test',
    );
  });

  test("'Forgot password?' needs only the email", () => {
    expect(firstMessage(forgotPasswordSchema, { email: 'buyer@leafbid.test' })).toBeNull();
    expect(firstMessage(forgotPasswordSchema, { email: 'x' })).toBe(
      'Please enter a valid email address.',
    );
  });
});
