import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { AutomationVariable } from '@shared/catalog/automation-variables';
import { type Condition, type ConditionOp, conditionOps, MAX_CONDITION_TERMS } from '@shared/schemas/automation';
import { Plus, Trash2 } from 'lucide-react';
import { optionsOf, SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { opLabels } from './step-summary';

interface ConditionEditorProps {
  condition: Condition;
  /** The data the condition may test: the trigger's fields and the earlier steps' outputs. */
  variables: readonly AutomationVariable[];
  onChange: (condition: Condition) => void;
}

const valueless: readonly ConditionOp[] = ['empty', 'not_empty'];

/** Terms read as numbers when they look like one, so 'greater than 500' compares amounts, not text. */
const typedValue = (text: string): string | number =>
  text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;

/** 'all'/'any' of up to five `field op value` terms. */
export function ConditionEditor({ condition, variables, onChange }: ConditionEditorProps) {
  const fields = variables.map((v) => ({ value: v.name, label: `${v.name} — ${v.label}` }));
  const setTerm = (i: number, term: Condition['terms'][number]) =>
    onChange({ ...condition, terms: condition.terms.map((t, j) => (j === i ? term : t)) });
  return (
    <Stack gap="3">
      <SelectField
        label="Run on when"
        name="match"
        value={condition.match}
        options={[
          { value: 'all', label: 'All of these are true' },
          { value: 'any', label: 'Any of these is true' },
        ]}
        onChange={(match) => onChange({ ...condition, match })}
      />
      {condition.terms.map((term, i) => (
        // Terms have no identity of their own; their place is what the person edits.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Stack key={i} as="fieldset" gap="2" p="2" borderWidth="1px" rounded="l2">
          <Text as="legend" fontSize="sm" fontWeight="medium" px="1">
            Term {i + 1}
          </Text>
          <SelectField
            label="Field"
            name={`field-${i}`}
            value={term.field}
            options={
              fields.some((f) => f.value === term.field)
                ? fields
                : [{ value: term.field, label: term.field }, ...fields]
            }
            onChange={(field) => setTerm(i, { ...term, field })}
          />
          <SelectField
            label="Comparison"
            name={`op-${i}`}
            value={term.op}
            options={optionsOf(conditionOps, opLabels)}
            onChange={(op) => setTerm(i, { ...term, op })}
          />
          {valueless.includes(term.op) ? null : (
            <TextField
              label="Value"
              name={`value-${i}`}
              value={term.value === undefined || term.value === null ? '' : String(term.value)}
              onChange={(v) => setTerm(i, { ...term, value: typedValue(v) })}
            />
          )}
          {condition.terms.length > 1 ? (
            <HStack justify="end">
              <Button
                size="xs"
                variant="ghost"
                onClick={() => onChange({ ...condition, terms: condition.terms.filter((_, j) => j !== i) })}
              >
                <Trash2 size={14} aria-hidden />
                Remove term {i + 1}
              </Button>
            </HStack>
          ) : null}
        </Stack>
      ))}
      {condition.terms.length < MAX_CONDITION_TERMS ? (
        <Button
          size="sm"
          variant="outline"
          alignSelf="start"
          onClick={() =>
            onChange({
              ...condition,
              terms: [...condition.terms, { field: variables[0]?.name ?? 'trigger.occurredAt', op: 'not_empty' }],
            })
          }
        >
          <Plus size={14} aria-hidden />
          Add term
        </Button>
      ) : null}
    </Stack>
  );
}
