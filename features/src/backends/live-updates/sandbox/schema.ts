import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError } from 'graphql';
import { sandboxCustomerIdOf, sandboxOrderStatus } from '../../commerce/sandbox';
import { sandboxPayment } from '../../payments/sandbox';
import contractSdl from '../contract/live-updates.graphql?raw';

/** How often a subscription looks at the sandbox's stores for a change (in memory, so cheap). */
export const STATUS_LOOK_MS = 200;

/** What one connection may follow: its customer's orders, and orders whose payment it names. */
export interface LiveUpdatesContext {
  customerId?: number;
}

interface OrderStatusArgs {
  number: string;
  payment?: string | null;
}

interface OrderStatusUpdate {
  number: string;
  status: string;
  payment: { uuid: string; status: string } | null;
}

/** Order statuses the sandbox moves on from by itself no further. */
const SETTLED_ORDER = new Set(['processing', 'complete', 'canceled', 'closed']);

function readUpdate({ number, payment }: OrderStatusArgs): OrderStatusUpdate | undefined {
  const order = sandboxOrderStatus(number);
  if (!order) return undefined;
  const paid = payment ? sandboxPayment(payment) : undefined;
  return {
    number,
    status: order.status,
    payment: payment && paid ? { uuid: payment, status: paid.status } : null,
  };
}

/** The same rule as the commerce backend's order queries: a customer's own orders, or the order a payment is for. */
function mayFollow(args: OrderStatusArgs, context: LiveUpdatesContext): boolean {
  const order = sandboxOrderStatus(args.number);
  if (!order) return false;
  if (order.customerId !== undefined && order.customerId === context.customerId) return true;
  return Boolean(args.payment && sandboxPayment(args.payment)?.order_id === args.number);
}

const settled = (update: OrderStatusUpdate) =>
  SETTLED_ORDER.has(update.status) && update.payment?.status !== 'pending';

async function* updatesOf(args: OrderStatusArgs, signal: { stopped: boolean }) {
  let last = '';
  while (!signal.stopped) {
    const update = readUpdate(args);
    if (!update) return;
    const seen = JSON.stringify(update);
    if (seen !== last) {
      last = seen;
      yield { orderStatus: update };
    }
    // The subscription completes once nothing will change by itself any more: the client hears `complete`.
    if (settled(update)) return;
    await new Promise((resolve) => setTimeout(resolve, STATUS_LOOK_MS));
  }
}

/** The contract's SDL executed over the commerce and payment sandboxes' stores. */
export const liveUpdatesSchema = makeExecutableSchema<LiveUpdatesContext>({
  typeDefs: contractSdl,
  resolvers: {
    Query: { ready: () => true },
    Subscription: {
      orderStatus: {
        // Refused before the stream starts, so the client hears an `error` message for this subscription only.
        subscribe: (_root: unknown, args: OrderStatusArgs, context: LiveUpdatesContext) => {
          if (!mayFollow(args, context))
            throw new GraphQLError('No order with this number.', { extensions: { code: 'ORDER_NOT_FOUND' } });
          const signal = { stopped: false };
          const stream = updatesOf(args, signal);
          return {
            [Symbol.asyncIterator]: () => stream,
            next: () => stream.next(),
            return: () => {
              signal.stopped = true;
              return stream.return(undefined);
            },
          };
        },
      },
    },
  },
});

/** The customer a connection_init `authorization` names (a commerce bearer token), if any. */
export function customerOfConnection(
  params: Readonly<Record<string, unknown>> | undefined,
): number | undefined {
  const authorization = params?.authorization;
  if (typeof authorization !== 'string') return undefined;
  return sandboxCustomerIdOf(authorization.replace(/^Bearer\s+/i, ''));
}
