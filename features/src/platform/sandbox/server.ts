import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import type { RequestHandler } from 'msw';

/** The sandbox as Express middleware: the handlers answer real HTTP requests on the shop's own server. */
export function sandboxMiddleware(handlers: RequestHandler[]) {
  return createMiddleware(...handlers);
}

export interface RunningSandbox {
  origin: string;
  close(): Promise<void>;
}

/** Serves the given handlers over real HTTP on a free loopback port (tests, benchmarks). */
export async function startSandboxServer(handlers: RequestHandler[]): Promise<RunningSandbox> {
  const app = express();
  app.use(sandboxMiddleware(handlers));
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
