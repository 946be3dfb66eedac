import { Input } from '@chakra-ui/react';
import { FieldFrame, type FieldProps, textFieldParts } from './field-frame';

/** A calendar day as `YYYY-MM-DD` (the browser's date picker), empty when none is chosen. */
export function DateField(props: FieldProps) {
  const { frame, control } = textFieldParts(props);
  return (
    <FieldFrame {...frame}>
      <Input {...control} type="date" />
    </FieldFrame>
  );
}
