import { useFormState } from 'react-final-form';
import { LoadingButton, type LoadingButtonProps } from '@/components/loading-button';

/** The submit button of an AppForm: loading (disabled, animated) while the form submits. */
export function SubmitButton({ children, disabled, ...rest }: Omit<LoadingButtonProps, 'loading' | 'htmlType'>) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <LoadingButton type="primary" size="large" {...rest} htmlType="submit" loading={submitting} disabled={disabled}>
      {children}
    </LoadingButton>
  );
}
