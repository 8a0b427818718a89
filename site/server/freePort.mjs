import { createServer } from 'node:net';

/** A port nothing listens on yet, as the system hands one out (dev's reload socket, tests' servers). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
