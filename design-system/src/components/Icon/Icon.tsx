import { clsx } from 'clsx';
import * as styles from './Icon.css';
import { directionalIcons, iconPaths, type IconName } from './icons';

export interface IconProps {
  name: IconName;
  size?: keyof typeof styles.size;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  className?: string;
}

export function Icon({ name, size = 'md', label, className }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={clsx(
        styles.icon,
        styles.size[size],
        directionalIcons.has(name) && styles.mirrored,
        className,
      )}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {iconPaths[name]}
    </svg>
  );
}
