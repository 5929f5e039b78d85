import {
  API_FALLBACK, contactIdMissing, createContactFailed, deleteOrderText, editBidWebhookFailed,
  imageProcessingFailed, refreshTokenFailed, serverError, submissionWebhookFailed, webhookFailed,
} from './messages';

describe('the error catalogue (spec §8) fills its templates', () => {
  test.each([
    [deleteOrderText('Pink Kush'), 'Are you sure you want to delete the order request for Pink Kush?'],
    [webhookFailed('Zapier'), 'Failed to send request to Zapier webhook.'],
    [editBidWebhookFailed(502, 'Bad Gateway'), 'Zapier webhook failed: 502 Bad Gateway'],
    [serverError(500, 'Internal Server Error'), 'Server error: 500 Internal Server Error'],
    [submissionWebhookFailed(400, 'Bad Request'), 'Webhook submission failed: 400 Bad Request'],
    [imageProcessingFailed('a.heic'), 'Failed to process a.heic'],
    [createContactFailed('Zoho'), 'Failed to create Zoho contact.'],
    [contactIdMissing('Zoho'), 'Failed to get contact ID from Zoho response'],
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
