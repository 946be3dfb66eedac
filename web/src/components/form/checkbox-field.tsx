import { Checkbox } from '@chakra-ui/react';

export interface CheckboxFieldProps {
  name: string;
  label: string;
  value: boolean;
  onChange: (value: boolean) => void;
}

/** A yes/no field; takes `field(key)` like the others. */
export function CheckboxField({ name, label, value, onChange }: CheckboxFieldProps) {
  return (
    <Checkbox.Root name={name} checked={value} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
