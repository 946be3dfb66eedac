import { Input } from '@chakra-ui/react';
import { FieldFrame, type FieldProps } from './field-frame';

export interface NumberFieldProps extends FieldProps {
  placeholder?: string;
}

/**
 * A number that may be left empty, typed as text so that nothing the user types is lost or reformatted while they
 * type; the form reads it with `parseNumberOrEmpty` (or `parseMoney` for amounts) when it is submitted.
 */
export function NumberField({ name, value, onChange, placeholder, ...frame }: NumberFieldProps) {
  return (
    <FieldFrame {...frame}>
      <Input
        name={name}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
      />
    </FieldFrame>
  );
}
