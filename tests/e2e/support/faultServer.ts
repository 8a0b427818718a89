import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { startServer, type ServerProcess } from './server';

/**
 * How a backend misbehaves (issue 11's fault matrix): its port closed, an answer that never comes, a 500 with a
 * proxy's plain text, a 200 whose JSON is cut short, GraphQL errors in a 200 (commerce only), or a 401.
 */
export const faultModes = ['down', 'hang', '500', 'malformed', 'graphql-errors', '401'] as const;
export type FaultMode = (typeof faultModes)[number];

/** What a misbehaving server says; none of it may reach a shopper's screen. */
export const rawServerWords = [
  'Internal Server Error',
  'Unauthorized',
  'SyntaxError',
  'TypeError',
  'Unexpected end',
  'status 5',
];

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
};

function answer(mode: Exclude<FaultMode, 'down' | 'hang'>, response: ServerResponse) {
  switch (mode) {
    case '500':
      return response.writeHead(500, { ...cors, 'content-type': 'text/plain' }).end('Internal Server Error');
    case 'malformed':
      return response
        .writeHead(200, { ...cors, 'content-type': 'application/json' })
        .end('{"data": {"items": [tru');
    case 'graphql-errors':
      return response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(
        JSON.stringify({
          errors: [{ message: 'Internal server error', extensions: { category: 'internal' } }],
        }),
      );
    case '401':
      return response
        .writeHead(401, { ...cors, 'content-type': 'application/json' })
        .end(JSON.stringify({ code: 401, message: 'Unauthorized' }));
  }
}

/**
 * One small server standing in for any backend, whatever the path, whose mode changes while the shop runs. `down`
 * closes its port (connections refused), any other mode opens it again. Preflights are answered, so the browser's
 * own calls meet the fault itself rather than a CORS refusal.
 */
export class FaultServer {
  private server: Server | undefined;
  private current: FaultMode = 'down';

  constructor(readonly port: number) {}

  get url(): string {
    return `http://localhost:${this.port}`;
  }

  get mode(): FaultMode {
    return this.current;
  }

  async setMode(mode: FaultMode): Promise<void> {
    this.current = mode;
    if (mode === 'down') return this.close();
    if (this.server) return;
    const server = createServer((request: IncomingMessage, response: ServerResponse) => {
      if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
      // Hung requests stay open until the shop gives up (its timeout) or the port closes.
      if (this.current === 'hang' || this.current === 'down') return;
      answer(this.current, response);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, resolve);
    });
    this.server = server;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** One production server of the suite's build, started as `npm start` does, with the given backends pointed elsewhere. */
export class ShopServer {
  private server: ServerProcess | undefined;

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://localhost:${this.port}`;
  }

  async start(): Promise<void> {
    this.server = await startServer({ port: this.port, env: this.env });
    if (this.server.child.exitCode !== null)
      throw new Error(`The shop server stopped:\n${this.server.output()}`);
  }

  async stop(): Promise<void> {
    await this.server?.stop();
    this.server = undefined;
  }
}
