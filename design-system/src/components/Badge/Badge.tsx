import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { badge } from './Badge.css';

export interface BadgeProps {
  tone?: 'neutral' | 'accent' | 'success' | 'danger';
  children: ReactNode;
  className?: string;
}

/** A short status or highlight: "New", "-20%", "In stock". */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={clsx(badge({ tone }), className)}>{children}</span>;
}
