import { Input } from '@chakra-ui/react';
import { FieldFrame, type FieldProps } from './field-frame';

export interface TextFieldProps extends FieldProps {
  /** `password` hides what is typed (API keys and tokens) and keeps browsers from offering to save it. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
  placeholder?: string;
  maxLength?: number;
  autoFocus?: boolean;
}

/** A one-line text input; `type` brings the matching mobile keyboard. */
export function TextField({
  name,
  value,
  onChange,
  type = 'text',
  placeholder,
  maxLength,
  autoFocus,
  ...frame
}: TextFieldProps) {
  return (
    <FieldFrame {...frame}>
      <Input
        name={name}
        type={type}
        inputMode={type === 'text' || type === 'password' ? undefined : type}
        autoComplete={type === 'password' ? 'off' : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        autoFocus={autoFocus}
      />
    </FieldFrame>
  );
}
