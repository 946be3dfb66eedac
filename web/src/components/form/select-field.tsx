import { NativeSelect } from '@chakra-ui/react';
import { FieldFrame, type FieldFrameProps } from './field-frame';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

export interface SelectControlProps<V extends string> {
  name?: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly SelectOption<V>[];
  size?: 'sm' | 'md';
  width?: string;
  disabled?: boolean;
  /** The control's name where no visible label stands beside it (e.g. in a table row). */
  'aria-label'?: string;
}

/** A native select (the platform's own picker and keyboard handling); `onChange` receives one of `options`. */
export function SelectControl<V extends string>({
  name,
  value,
  onChange,
  options,
  size,
  width,
  disabled,
  'aria-label': ariaLabel,
}: SelectControlProps<V>) {
  return (
    <NativeSelect.Root size={size} width={width} disabled={disabled}>
      <NativeSelect.Field
        name={name}
        aria-label={ariaLabel}
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
  );
}

export interface SelectFieldProps<V extends string> extends Omit<FieldFrameProps, 'children'> {
  name: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly SelectOption<V>[];
}

/** A labelled native select (see `SelectControl`). */
export function SelectField<V extends string>({ name, value, onChange, options, ...frame }: SelectFieldProps<V>) {
  return (
    <FieldFrame {...frame}>
      <SelectControl name={name} value={value} onChange={onChange} options={options} />
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
