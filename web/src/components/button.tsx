import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: 'middle' | 'large';
  block?: boolean;
  className?: string | undefined;
}

/** Class names of the shell's button look, for <button> and for links that look like buttons. */
export function buttonClassName({ variant = 'primary', size = 'middle', block = false, className }: ButtonStyleOptions = {}): string {
  return [styles.button, styles[variant], size === 'large' ? styles.large : null, block ? styles.block : null, className]
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonStyleOptions & {
    /** Disabled, with an animated indicator (spec section 4). */
    loading?: boolean;
  };

/** A plain button in the brand look. Pages inside AntdScope may use antd's Button instead. */
export function Button({ variant, size, block, className, loading = false, disabled, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, block, className })}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
