import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { CloseCode, handleProtocols, makeServer, MessageType, validateMessage } from 'graphql-ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { customerOfConnection, liveUpdatesSchema, type LiveUpdatesContext } from './schema';

/** Spec section 8: what the service answers a message it does not handle. */
export const UNKNOWN_MESSAGE_CLOSE = {
  code: CloseCode.BadRequest,
  reason: 'Unknown graphql-ws message.',
} as const;

/** The messages a client may send in graphql-transport-ws; connection_ack, next and error travel the other way. */
const CLIENT_MESSAGES: ReadonlySet<string> = new Set([
  MessageType.ConnectionInit,
  MessageType.Subscribe,
  MessageType.Complete,
  MessageType.Ping,
  MessageType.Pong,
]);

/** A well-formed graphql-transport-ws message of a type a server handles. */
function isClientMessage(message: unknown): boolean {
  try {
    return CLIENT_MESSAGES.has(validateMessage(message).type);
  } catch {
    return false;
  }
}

export interface LiveUpdatesSandbox {
  /** Takes over an HTTP upgrade the caller has already checked (path, Host, Origin). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every socket (1001, going away) and stops answering. */
  close(): Promise<void>;
}

/**
 * The live-updates service on the shop's own server: graphql-ws's protocol engine (`makeServer`) over `ws`, bound by
 * hand rather than with `useServer` so the spec's two message rules come first. A frame that is not JSON drops the
 * connection without a close frame: the spec's 1006 is "abnormal closure", which no endpoint may send in a close
 * frame, so a dropped connection is how a server produces it (every client then reports 1006). A JSON message graphql-ws
 * cannot handle closes with 4400 'Unknown graphql-ws message.'.
 */
export function liveUpdatesSandbox(): LiveUpdatesSandbox {
  const sockets = new WebSocketServer({ noServer: true, handleProtocols });
  const protocol = makeServer<Record<string, unknown> | undefined, { customerId?: number }>({
    schema: liveUpdatesSchema,
    onConnect: (ctx) => {
      const customerId = customerOfConnection(ctx.connectionParams);
      if (customerId !== undefined) ctx.extra.customerId = customerId;
      return true;
    },
    context: (ctx): LiveUpdatesContext =>
      ctx.extra.customerId === undefined ? {} : { customerId: ctx.extra.customerId },
  });

  sockets.on('connection', (socket: WebSocket) => {
    const extra: { customerId?: number } = {};
    const closed = protocol.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve, reject) => {
            if (socket.readyState !== socket.OPEN) return resolve();
            socket.send(data, (error) => (error ? reject(error) : resolve()));
          }),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          socket.on('message', (data: Buffer) => {
            const text = data.toString();
            let message: unknown;
            try {
              message = JSON.parse(text);
            } catch {
              socket.terminate();
              return;
            }
            if (!isClientMessage(message)) {
              socket.close(UNKNOWN_MESSAGE_CLOSE.code, UNKNOWN_MESSAGE_CLOSE.reason);
              return;
            }
            handle(text).catch((error: unknown) => {
              console.error('[sandbox] live updates could not handle a message', error);
              socket.close(CloseCode.InternalServerError, 'Internal server error');
            });
          }),
      },
      extra,
    );
    socket.once('close', (code, reason) => void closed(code, reason.toString()));
  });

  return {
    handleUpgrade: (request, socket, head) =>
      sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.close(1001, 'Going away');
        sockets.close(() => resolve());
      }),
  };
}
