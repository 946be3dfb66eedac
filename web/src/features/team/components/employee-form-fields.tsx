import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { employmentTypes } from '@shared/schemas/employee';
import type { ChangeEvent } from 'react';

export const employmentTypeLabels: Record<(typeof employmentTypes)[number], string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contractor: 'Contractor',
};

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  type?: string;
  placeholder?: string;
  helper?: string;
  inputMode?: 'decimal' | 'tel' | 'email' | 'url' | 'text';
  rows?: number;
}

/** A labelled input (or textarea when `rows` is given) with its helper and error text. */
export function TextField({
  name,
  label,
  value,
  onChange,
  error,
  required,
  type = 'text',
  placeholder,
  helper,
  inputMode,
  rows,
}: TextFieldProps) {
  const change = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value);
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {rows ? (
        <Textarea name={name} rows={rows} value={value} onChange={change} placeholder={placeholder} />
      ) : (
        <Input
          name={name}
          type={type}
          value={value}
          onChange={change}
          placeholder={placeholder}
          inputMode={inputMode}
        />
      )}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export function EmploymentTypeField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field.Root required>
      <Field.Label>
        Employment Type
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name="employmentType" value={value} onChange={(e) => onChange(e.target.value)}>
          {employmentTypes.map((t) => (
            <option key={t} value={t}>
              {employmentTypeLabels[t]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Field errors from a zod result, first message per field. */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}
