import type { RequestHandler } from 'msw';
import { http } from 'msw';
import { noHandlerFor } from './requests';

interface SandboxModule {
  handlers: RequestHandler[];
}

// Every backend's sandbox/index.ts is picked up here, so a new backend adds a folder and touches nothing else.
const domainModules = import.meta.glob<SandboxModule>('../../backends/*/sandbox/index.ts', { eager: true });

export const domainHandlers: RequestHandler[] = Object.keys(domainModules)
  .sort()
  .flatMap((path) => domainModules[path]?.handlers ?? []);

/** Answers any sandbox call no domain handles (see noHandlerFor). */
const unknownSandboxPath = http.all('*/sandbox/*', ({ request }) =>
  noHandlerFor(request.method, new URL(request.url), domainHandlers),
);

/** All sandbox handlers, the catch-all last. */
export const sandboxHandlers: RequestHandler[] = [...domainHandlers, unknownSandboxPath];
