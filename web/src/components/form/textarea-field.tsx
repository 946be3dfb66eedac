import { Textarea } from '@chakra-ui/react';
import { FieldFrame, type FieldProps } from './field-frame';

export interface TextareaFieldProps extends FieldProps {
  rows?: number;
  placeholder?: string;
  maxLength?: number;
}

export function TextareaField({
  name,
  value,
  onChange,
  rows = 3,
  placeholder,
  maxLength,
  ...frame
}: TextareaFieldProps) {
  return (
    <FieldFrame {...frame}>
      <Textarea
        name={name}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
      />
    </FieldFrame>
  );
}
