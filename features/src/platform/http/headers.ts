import { TENANT_HEADER } from '../captcha/captcha';

/**
 * The headers of a call made for the tenant and, when one is signed in, for the shopper: the tenant token and the
 * shopper's identity token as a bearer, read at call time (a sign-in after the client was made still counts).
 */
export function tenantAndIdentityHeaders(
  tenantToken: string | undefined,
  identityToken: () => string | undefined = () => undefined,
): () => Record<string, string | undefined> {
  return () => {
    const token = identityToken();
    return {
      [TENANT_HEADER]: tenantToken || undefined,
      authorization: token ? `Bearer ${token}` : undefined,
    };
  };
}
