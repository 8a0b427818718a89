/** Where the commerce sandbox's tests send their GraphQL (MSW answers it with the sandbox's handlers). */
export const sandboxEndpoint = 'http://shop.test/sandbox/commerce/graphql';

/** A GraphQL answer as the tests read it: any data, and Magento's errors. */
export interface SandboxAnswer {
  data?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** A query or mutation posted to the sandbox in the default store view, as the shop's client posts it. */
export async function postToSandbox(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<SandboxAnswer> {
  const response = await fetch(sandboxEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Store: 'default', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as SandboxAnswer;
}
