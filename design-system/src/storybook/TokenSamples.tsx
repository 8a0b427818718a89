import type { ReactNode } from 'react';
import { Button } from '../components/Button';
import { FlavourCarouselCard } from '../components/FlavourCarouselCard';
import { vars } from '../theme/contract.css';
import { ThemeScope } from '../theme/ThemeScope';
import { contrastRatio } from '../theme/contrast';
import {
  gradientCss,
  gradientNames,
  gradientStops,
  motion,
  radius,
  space,
  themeValues,
  type ThemeName,
} from '../theme/tokens';
import * as styles from './docs.css';
import { flavourPacks } from './fixtures';

/** Token samples for the Theme docs page: a designer reviews the values as they look, not as code. */

function SampleRow({ name, value, children }: { name: string; value: string; children?: ReactNode }) {
  return (
    <div className={styles.sampleRow}>
      <span className={styles.sampleName}>{name}</span>
      <span className={styles.sampleValue}>{value}</span>
      {children}
    </div>
  );
}

export function SpacingScale() {
  return (
    <ThemeScope theme="light">
      {Object.entries(space).map(([name, value]) => (
        <SampleRow key={name} name={name} value={value}>
          <span className={styles.spacingBar} style={{ inlineSize: value }} />
        </SampleRow>
      ))}
    </ThemeScope>
  );
}

export function RadiusScale() {
  return (
    <ThemeScope theme="light" className={styles.tiles}>
      {Object.entries(radius).map(([name, value]) => (
        <span key={name} className={styles.tile} style={{ borderRadius: value }}>
          {name}
          <br />
          {value}
        </span>
      ))}
    </ThemeScope>
  );
}

const shadowNames = ['sm', 'md', 'lg'] as const;

/** The shadows in both themes, on each theme's page background. */
export function ShadowScale() {
  return (
    <div className={styles.themeColumns}>
      {(['light', 'dark'] as ThemeName[]).map((theme) => (
        <ThemeScope key={theme} theme={theme} className={styles.themePanel}>
          {shadowNames.map((name) => (
            <span
              key={name}
              className={styles.tile}
              style={{ borderRadius: vars.radius.md, boxShadow: vars.shadow[name] }}
            >
              {theme} {name}
            </span>
          ))}
        </ThemeScope>
      ))}
    </div>
  );
}

const durationUse: Record<keyof typeof motion.duration, string> = {
  fast: 'hover and press feedback on buttons, links and fields',
  normal: 'accordions, switches, toasts, card hover',
  slow: 'a dialog rising into view',
};

/** Durations and easings with where each is used; a shopper who asks for reduced motion gets none. */
export function MotionScale() {
  return (
    <ThemeScope theme="light">
      {Object.entries(motion.duration).map(([name, value]) => (
        <SampleRow key={name} name={name} value={value}>
          <span>{durationUse[name as keyof typeof motion.duration]}</span>
        </SampleRow>
      ))}
      {Object.entries(motion.easing).map(([name, value]) => (
        <SampleRow key={name} name={name} value="easing">
          <code>{value}</code>
        </SampleRow>
      ))}
    </ThemeScope>
  );
}

/** One card and one button in the light theme, the dark theme, and inversed inside a light page. */
export function ThemesSideBySide() {
  const card = {
    title: 'Amber Reserve',
    description: '<p>Toasted cedar, <strong>honey</strong> and dried apricot.</p>',
    image: flavourPacks.amber,
    ratings: [{ label: 'Intensity', value: 4 }],
    gradient: 'amber' as const,
  };
  const panels: Array<{ label: string; theme: ThemeName; inversed: boolean }> = [
    { label: 'Light', theme: 'light', inversed: false },
    { label: 'Dark', theme: 'dark', inversed: false },
    { label: 'Inversed on a light page', theme: 'light', inversed: true },
  ];
  return (
    <div className={styles.themeColumns}>
      {panels.map(({ label, theme, inversed }) => (
        <ThemeScope key={label} theme={theme} className={styles.themePanel}>
          <div className={styles.stack}>
            <p className={styles.themeLabel}>{label}</p>
            <FlavourCarouselCard {...card} theme={theme} inversed={inversed} headingLevel={4} />
            <Button variant="primary">Add to cart</Button>
          </div>
        </ThemeScope>
      ))}
    </div>
  );
}

/**
 * Every named gradient as a card background in both themes, with the theme's text on it and the weaker of the two
 * contrast ratios (text on each stop), so a designer sees that the name reads well wherever a marketer uses it.
 */
export function GradientPalette() {
  return (
    <div className={styles.gradientGrid}>
      {gradientNames.flatMap((name) =>
        (['light', 'dark'] as ThemeName[]).map((theme) => {
          const stops = gradientStops[theme][name];
          const weakest = Math.min(
            ...stops.map((stop) => contrastRatio(themeValues[theme].color.text, stop)),
          );
          return (
            <ThemeScope key={`${name}-${theme}`} theme={theme}>
              <div
                className={styles.gradientTile}
                style={{ backgroundColor: stops[0], backgroundImage: gradientCss(stops) }}
              >
                <span className={styles.gradientName}>{name}</span>
                <span className={styles.gradientDetail}>
                  {theme} · {stops.join(' → ')} · text {weakest.toFixed(1)}:1
                </span>
              </div>
            </ThemeScope>
          );
        }),
      )}
    </div>
  );
}
