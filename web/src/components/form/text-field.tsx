import { Input } from '@chakra-ui/react';
import { FieldFrame, type FieldProps, textFieldParts } from './field-frame';

export interface TextFieldProps extends FieldProps {
  /** `password` hides what is typed (API keys and tokens) and keeps browsers from offering to save it. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
  placeholder?: string;
  maxLength?: number;
  autoFocus?: boolean;
  /** For the person's own passwords, so password managers fill and save them; other secrets stay `off`. */
  autoComplete?: 'current-password' | 'new-password';
}

/** A one-line text input; `type` brings the matching mobile keyboard. */
export function TextField({ type = 'text', autoComplete, ...props }: TextFieldProps) {
  const { frame, control } = textFieldParts(props);
  return (
    <FieldFrame {...frame}>
      <Input
        {...control}
        type={type}
        inputMode={type === 'text' || type === 'password' ? undefined : type}
        autoComplete={autoComplete ?? (type === 'password' ? 'off' : undefined)}
      />
    </FieldFrame>
  );
}
