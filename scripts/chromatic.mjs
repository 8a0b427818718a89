// `npm run chromatic`: publishes Storybook to Chromatic when a project token is set; otherwise explains and succeeds,
// because the visual baselines are already compared offline under `npm test`.
import { spawnSync } from 'node:child_process';

const token = process.env.CHROMATIC_PROJECT_TOKEN?.trim();

if (!token) {
  console.log(
    [
      'Chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set.',
      'Visual baselines are still compared offline: `npm test` runs every story in Chromium (screenshots and axe).',
      'To publish Storybook to Chromatic for review, set the token and run again:',
      '  CHROMATIC_PROJECT_TOKEN=<your project token> npm run chromatic',
    ].join('\n'),
  );
  process.exit(0);
}

const { status, error } = spawnSync(
  'npx',
  ['chromatic', '--project-token', token, '--build-script-name', 'build-storybook', '--exit-zero-on-changes'],
  { stdio: 'inherit' },
);
if (error) {
  console.error('Chromatic could not be started:', error.message);
  process.exit(1);
}
process.exit(status ?? 1);
