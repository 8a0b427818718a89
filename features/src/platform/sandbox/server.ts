import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import type { RequestHandler } from 'msw';
import { noHandlerFor } from './requests';

/** Methods a fetch Request cannot carry: building one for MSW would throw, so they are answered before. */
const UNCARRIED_METHODS: ReadonlySet<string> = new Set(['CONNECT', 'TRACE', 'TRACK']);

async function send(res: Response, answer: globalThis.Response) {
  res.status(answer.status);
  answer.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await answer.arrayBuffer()));
}

/**
 * The sandbox as Express middleware: the handlers answer real HTTP requests on the shop's own server. A method no
 * fetch Request can carry answers 405, a Host that makes no URL 400, and a handler's exception a JSON 500 without its
 * stack (logged here), so no request can end the process or show its files.
 */
export function sandboxMiddleware(handlers: RequestHandler[]) {
  const middleware = createMiddleware(...handlers);
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = `${req.protocol}://${req.get('host') ?? ''}`;
    if (!URL.canParse(req.originalUrl, origin)) {
      void send(
        res,
        Response.json(
          { code: 400, message: 'The Host header is not a valid host.', data: null },
          { status: 400 },
        ),
      );
      return;
    }
    const url = new URL(req.originalUrl, origin);
    if (UNCARRIED_METHODS.has(req.method.toUpperCase())) {
      void send(res, noHandlerFor(req.method, url, handlers));
      return;
    }
    // A handler may answer without reading the body (a refusal before it), and MSW's body stream then holds the
    // request paused: drop the rest as Node does for a body nobody reads, so a kept-alive connection is not stuck.
    res.on('finish', () => {
      if (req.complete) return;
      req.removeAllListeners('data');
      req.resume();
    });
    const failed = (error: unknown) => {
      console.error('[sandbox] a handler failed', req.method, url.pathname, error);
      if (res.headersSent) return res.destroy();
      void send(
        res,
        Response.json(
          { code: 500, message: 'The sandbox could not handle this request.', data: null },
          { status: 500 },
        ),
      );
    };
    Promise.resolve(
      middleware(req, res, (error?: unknown) => (error === undefined ? next() : failed(error))),
    ).catch(failed);
  };
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
