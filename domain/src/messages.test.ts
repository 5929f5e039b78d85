import {
  API_FALLBACK,
  deleteOrderText,
  editBidWebhookFailed,
  refreshTokenFailed,
  submissionWebhookFailed,
  webhookFailed,
  ORDER_EDIT_MESSAGES,
  ORDERS_PAGE_MESSAGES,
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

describe('order edit and Orders screen texts (spec §2, §5, §8; issue 8)', () => {
  test.each([
    [
      ORDER_EDIT_MESSAGES.deleteQuestion('Pink Kush'),
      'Are you sure you want to delete the order request for Pink Kush?',
    ],
    [ORDER_EDIT_MESSAGES.editLabel('Pink Kush'), 'Edit the order request for Pink Kush'],
    [ORDER_EDIT_MESSAGES.deleteLabel('Pink Kush'), 'Delete the order request for Pink Kush'],
    [ORDER_EDIT_MESSAGES.minimumPrice('$2.10'), 'Minimum request price: $2.10 per gram'],
    [ORDERS_PAGE_MESSAGES.grams('1 000'), '1 000 g'],
  ])('%p', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  test('the spec texts of the order-edit popup and the delete confirm are verbatim', () => {
    expect(ORDER_EDIT_MESSAGES).toMatchObject({
      editTitle: 'Edit Order Request',
      deleteTitle: 'Delete Order Request',
      deleteWarning: 'This action cannot be undone.',
      updated: 'Order updated and sent successfully!',
      updateFailed: 'Failed to update order. Please try again.',
      notificationFailed: 'Failed to send update notification. Your changes were saved locally.',
      networkError: 'Network error. Please check your connection and try again.',
    });
  });
});
