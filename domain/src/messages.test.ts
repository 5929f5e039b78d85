import {
  API_FALLBACK,
  deleteOrderText,
  editBidWebhookFailed,
  refreshTokenFailed,
  submissionWebhookFailed,
  webhookFailed,
} from './messages';

describe('the error catalogue (spec §8) fills its templates', () => {
  test.each([
    [
      deleteOrderText('Pink Kush'),
      'Are you sure you want to delete the order request for Pink Kush?',
    ],
    [webhookFailed('Zapier'), 'Failed to send request to Zapier webhook.'],
    [editBidWebhookFailed(502, 'Bad Gateway'), 'Zapier webhook failed: 502 Bad Gateway'],
    [submissionWebhookFailed(400, 'Bad Request'), 'Webhook submission failed: 400 Bad Request'],
    [refreshTokenFailed(), 'Failed to refresh token'],
    [refreshTokenFailed('Unauthorized'), 'Failed to refresh token: Unauthorized'],
  ])('%p', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  test('the API fallbacks run from fetching user data to updating the profile', () => {
    const texts = Object.values(API_FALLBACK);
    expect(texts[0]).toBe('Failed to fetch user data');
    expect(texts.at(-1)).toBe('Failed to update profile');
    expect(texts).toHaveLength(13);
  });
});
