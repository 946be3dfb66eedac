import { Textarea } from '@chakra-ui/react';
import { FieldFrame, type FieldProps, textFieldParts } from './field-frame';

export interface TextareaFieldProps extends FieldProps {
  rows?: number;
  placeholder?: string;
  maxLength?: number;
}

export function TextareaField({ rows = 3, ...props }: TextareaFieldProps) {
  const { frame, control } = textFieldParts(props);
  return (
    <FieldFrame {...frame}>
      <Textarea {...control} rows={rows} />
    </FieldFrame>
  );
}
