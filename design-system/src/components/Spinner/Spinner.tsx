import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  size?: keyof typeof styles.spinnerSize;
  /** Announced to screen readers; leave empty when the surrounding control already says it is busy. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  return (
    <span
      className={clsx(styles.spinner, styles.spinnerSize[size], className)}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}

export interface SkeletonProps {
  shape?: keyof typeof styles.skeletonShape;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/** A placeholder with the size of the content that is on its way, so nothing shifts when it lands. */
export function Skeleton({ shape = 'text', width = '100%', height, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={clsx(styles.skeleton, styles.skeletonShape[shape], className)}
      style={{ width, height }}
    />
  );
}
