import { NativeSelect } from '@chakra-ui/react';
import { FieldFrame, type FieldFrameProps } from './field-frame';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

export interface SelectFieldProps<V extends string> extends Omit<FieldFrameProps, 'children'> {
  name: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly SelectOption<V>[];
}

/** A native select (the platform's own picker and keyboard handling); `onChange` receives one of `options`. */
export function SelectField<V extends string>({ name, value, onChange, options, ...frame }: SelectFieldProps<V>) {
  return (
    <FieldFrame {...frame}>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={value}
          onChange={(e) => onChange(options.find((o) => o.value === e.target.value)?.value ?? value)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}

/** Options from a list of values and their labels, e.g. `optionsOf(taskPriorities, taskPriorityLabels)`. */
export function optionsOf<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): SelectOption<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
