import { makeExecutableSchema } from '@graphql-tools/schema';
import { graphql, GraphQLError, OperationTypeNode, parse, type ExecutionResult, getOperationAST } from 'graphql';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { CAPTCHA_HEADER, sandboxRoute } from '../../platform';
import magentoSdl from '../schema/magento.graphql?raw';
import extensionsSdl from '../schema/extensions.graphql?raw';
import { resolvers } from './resolvers';
import { seedStores, type SandboxStoreCode, type SeedCustomer } from './seed';
import { createSandboxState, customerByToken, MagentoError, type RequestContext, type SandboxState } from './store';

export { SANDBOX_CUSTOMER_TOKENS, seedCampaign as sandboxCampaign, seedCoupons as sandboxCoupons } from './seed';

/** The SDL executed with real resolvers: a wrong operation fails exactly as graphql-js fails it on a server. */
export const commerceSchema = makeExecutableSchema({ typeDefs: [magentoSdl, extensionsSdl], resolvers });

let state: SandboxState = createSandboxState();

/** Puts the commerce sandbox back to its seed (tests call this between cases). */
export function resetCommerceSandbox(): void {
  state = createSandboxState();
}

/** Lets the account sandbox give a newly registered shopper a Magento token of their own. */
export function registerSandboxCustomer(customer: Omit<SeedCustomer, 'id' | 'activeSubscriptionSkus'>): void {
  if (customerByToken(state, customer.token)) return;
  state.customers.push({ ...customer, id: state.customers.length + 1, activeSubscriptionSkus: [] });
}

/** Magento's error shape: the message and its category in `extensions`. */
function formatError(error: GraphQLError) {
  const original = error.originalError;
  if (original instanceof MagentoError) {
    return {
      message: original.message,
      locations: error.locations,
      path: error.path,
      extensions: { category: original.category, ...(original.code ? { code: original.code } : {}) },
    };
  }
  if (original && !(original instanceof GraphQLError)) {
    return { message: original.message, locations: error.locations, path: error.path, extensions: { category: 'graphql-input' } };
  }
  return { message: error.message, locations: error.locations, extensions: { category: 'graphql' } };
}

function answer(result: ExecutionResult, status = 200) {
  return HttpResponse.json(
    { ...(result.errors ? { errors: result.errors.map(formatError) } : {}), ...('data' in result ? { data: result.data } : {}) },
    { status },
  );
}

function magentoFailure(message: string, category: string) {
  return answer({ errors: [new GraphQLError(message, { originalError: new MagentoError(message, category) })] });
}

interface GraphQLRequest {
  query?: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

async function execute(request: Request, body: GraphQLRequest, method: 'GET' | 'POST') {
  const storeCode = request.headers.get('Store') ?? 'default';
  if (!(storeCode in seedStores)) return magentoFailure('Requested store is not found', 'graphql-no-such-entity');
  const authorization = request.headers.get('Authorization');
  let customer: SeedCustomer | undefined;
  if (authorization) {
    const token = authorization.replace(/^Bearer\s+/i, '');
    customer = customerByToken(state, token);
    if (!customer) return magentoFailure("The current customer isn't authorized.", 'graphql-authorization');
  }
  if (!body.query) return answer({ errors: [new GraphQLError('Syntax Error: Unexpected <EOF>.')] }, 400);
  if (method === 'GET') {
    try {
      const operation = getOperationAST(parse(body.query), body.operationName);
      if (operation?.operation === OperationTypeNode.MUTATION) {
        return magentoFailure('Mutation requests allowed only for POST requests', 'graphql-input');
      }
    } catch {
      // a syntax error is reported by graphql() below with its location
    }
  }
  const contextValue: RequestContext = {
    state,
    storeCode: storeCode as SandboxStoreCode,
    ...(customer ? { customer } : {}),
    ...(request.headers.has(CAPTCHA_HEADER) ? { captchaToken: request.headers.get(CAPTCHA_HEADER)! } : {}),
  };
  const result = await graphql({
    schema: commerceSchema,
    source: body.query,
    variableValues: body.variables ?? null,
    operationName: body.operationName ?? null,
    contextValue,
  });
  return answer(result);
}

export const handlers: RequestHandler[] = [
  http.post(sandboxRoute('commerce'), async ({ request }) => {
    let body: GraphQLRequest;
    try {
      body = (await request.json()) as GraphQLRequest;
    } catch {
      return answer({ errors: [new GraphQLError('Unable to parse the request.')] }, 400);
    }
    return execute(request, body, 'POST');
  }),
  http.get(sandboxRoute('commerce'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const variables = params.get('variables');
    return execute(
      request,
      {
        query: params.get('query') ?? undefined,
        ...(variables ? { variables: JSON.parse(variables) as Record<string, unknown> } : {}),
        ...(params.get('operationName') ? { operationName: params.get('operationName') ?? undefined } : {}),
      },
      'GET',
    );
  }),
];
