import { Field } from '@chakra-ui/react';
import type { ChangeEvent, ReactNode } from 'react';

export interface FieldFrameProps {
  label: string;
  required?: boolean;
  /** A hint under the field; the error replaces it while there is one. */
  helper?: ReactNode;
  error?: string;
  children: ReactNode;
}

/**
 * What every form field shares: the label (tied to the control by Chakra's Field), the required mark, the hint and
 * the error. Errors use the theme's `fg.error` colour, which passes AA in both colour modes.
 */
export function FieldFrame({ label, required, helper, error, children }: FieldFrameProps) {
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** The props every kit field takes besides its control's own. */
export type FieldProps = Omit<FieldFrameProps, 'children'> & {
  name: string;
  value: string;
  onChange: (value: string) => void;
};

/**
 * A text field's props parted: the frame's (label, required mark, hint, error) and its control's, whose `onChange`
 * hands on the text rather than the event.
 */
export function textFieldParts<P extends FieldProps>({ label, required, helper, error, onChange, ...control }: P) {
  return {
    frame: { label, required, helper, error },
    control: {
      ...control,
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
    },
  };
}
