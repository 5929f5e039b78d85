import { ORDER_EDIT_POPUP_MESSAGES, ORDERS_PAGE_MESSAGES } from './messages';

describe('order edit and Orders screen texts (spec §2, §5, §8; issue 8)', () => {
  test.each([
    [
      ORDER_EDIT_POPUP_MESSAGES.deleteQuestion('Pink Kush'),
      'Are you sure you want to delete the order request for Pink Kush?',
    ],
    [ORDER_EDIT_POPUP_MESSAGES.editLabel('Pink Kush'), 'Edit the order request for Pink Kush'],
    [ORDER_EDIT_POPUP_MESSAGES.deleteLabel('Pink Kush'), 'Delete the order request for Pink Kush'],
    [ORDER_EDIT_POPUP_MESSAGES.minimumPrice('$2.10'), 'Minimum request price: $2.10 per gram'],
    [ORDERS_PAGE_MESSAGES.grams('1 000'), '1 000 g'],
  ])('%p', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  test('the spec texts of the order-edit popup and the delete confirm are verbatim', () => {
    expect(ORDER_EDIT_POPUP_MESSAGES).toMatchObject({
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
