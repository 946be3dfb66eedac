import { Input } from '@chakra-ui/react';
import { FieldFrame, type FieldProps, textFieldParts } from './field-frame';

export interface NumberFieldProps extends FieldProps {
  placeholder?: string;
}

/**
 * A number that may be left empty, typed as text so that nothing the user types is lost or reformatted while they
 * type; the form reads it with `parseNumberOrEmpty` (or `parseMoney` for amounts) when it is submitted.
 */
export function NumberField(props: NumberFieldProps) {
  const { frame, control } = textFieldParts(props);
  return (
    <FieldFrame {...frame}>
      <Input {...control} inputMode="decimal" autoComplete="off" />
    </FieldFrame>
  );
}
