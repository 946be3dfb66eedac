import { NumberField, type NumberFieldProps } from './number-field';

/** A dollar amount as people write it ('58,000', '$58,000.50'), or empty; read it with `parseMoney`. */
export function MoneyField(props: NumberFieldProps) {
  return <NumberField placeholder="e.g. 58,000" {...props} />;
}
