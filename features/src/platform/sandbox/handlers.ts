import type { RequestHandler } from 'msw';
import { http, HttpResponse } from 'msw';

interface SandboxModule {
  handlers: RequestHandler[];
}

// Every domain's sandbox/index.ts is picked up here, so a new domain adds a folder and touches nothing else.
const domainModules = import.meta.glob<SandboxModule>('../../*/sandbox/index.ts', { eager: true });

/** Answers any sandbox path no domain handles, so an unknown call fails fast instead of hanging. */
const unknownSandboxPath = http.all('*/sandbox/*', ({ request }) =>
  HttpResponse.json(
    {
      code: 404,
      message: `The sandbox has no handler for ${request.method} ${new URL(request.url).pathname}`,
      data: null,
    },
    { status: 404 },
  ),
);

export const domainHandlers: RequestHandler[] = Object.keys(domainModules)
  .sort()
  .flatMap((path) => domainModules[path]?.handlers ?? []);

/** All sandbox handlers, the catch-all last. */
export const sandboxHandlers: RequestHandler[] = [...domainHandlers, unknownSandboxPath];
