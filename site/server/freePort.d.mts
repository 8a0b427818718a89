/** A port nothing listens on yet, as the system hands one out (dev's reload socket, tests' servers). */
export function freePort(): Promise<number>;
