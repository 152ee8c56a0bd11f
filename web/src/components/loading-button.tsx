import { Button, type ButtonProps } from 'antd';

export type LoadingButtonProps = Omit<ButtonProps, 'loading'> & {
  loading?: boolean;
};

/** Spec section 4: while loading, a button is disabled and shows an animated indicator. */
export function LoadingButton({ loading = false, disabled, ...rest }: LoadingButtonProps) {
  return <Button {...rest} loading={loading} disabled={disabled === true || loading} aria-busy={loading || undefined} />;
}
