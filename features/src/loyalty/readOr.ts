/**
 * Spec section 8: a failed loyalty read shows a safe default instead of an error. The HTTP core has already
 * reported the failure to monitoring, so nothing is lost by answering the default here.
 */
export async function readOr<T>(fallback: T, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch {
    return fallback;
  }
}
