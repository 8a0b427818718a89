export { createTrialsClient } from './client';
export type { TrialsClient } from './client';
export type { components as Trials } from './generated/trials-evo';
