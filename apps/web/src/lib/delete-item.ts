import { api, ApiError } from './api-client';

/**
 * DELETE of a catalogue item. Spec 2 §4: a delete that answers a falsy value counts as a
 * failure, so anything but a truthy reply throws (and the caller's failure message shows).
 */
export async function deleteItem(path: string): Promise<true> {
  const reply: unknown = await api.delete(path);
  if (!reply) throw new ApiError(200, 'BAD_RESPONSE', 'The server did not confirm the delete.');
  return true;
}
