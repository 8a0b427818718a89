import { describe, expect, it } from 'vitest';
import { resolveTheme } from './theme';

describe('inversed theme', () => {
  it('theme: an inversed light section shows the dark theme and an inversed dark section the light one', () => {
    expect(resolveTheme('light', true)).toBe('dark');
    expect(resolveTheme('dark', true)).toBe('light');
  });

  it('theme: a section that is not inversed keeps its theme, light by default', () => {
    expect(resolveTheme('dark')).toBe('dark');
    expect(resolveTheme()).toBe('light');
  });
});
