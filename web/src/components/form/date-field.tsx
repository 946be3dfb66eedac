import { Input } from '@chakra-ui/react';
import { FieldFrame, type FieldProps } from './field-frame';

/** A calendar day as `YYYY-MM-DD` (the browser's date picker), empty when none is chosen. */
export function DateField({ name, value, onChange, ...frame }: FieldProps) {
  return (
    <FieldFrame {...frame}>
      <Input name={name} type="date" value={value} onChange={(e) => onChange(e.target.value)} />
    </FieldFrame>
  );
}
