// POST /support-requests (spec §5 Support request, §7): the host's own call (issue 17).
import { apiRequest, requireField } from '@leafbid/shared';
import { REQUEST_MESSAGES, type Task } from '@leafbid/domain';

/** POST /support-requests → the created support task. */
export async function createSupportRequest(description: string): Promise<Task> {
  const body = await apiRequest('/support-requests', {
    method: 'POST',
    body: { description: description.trim() },
    fallback: REQUEST_MESSAGES.supportFailed,
  });
  return requireField<Task>(body, 'data');
}
