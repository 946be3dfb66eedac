import { Code, Stack, Text } from '@chakra-ui/react';
import { triggerTypeInfo, triggerTypes } from '@shared/catalog/automation-types';
import {
  type IntegrationDataType,
  integrationDataTypes,
  triggerStatusesOf,
} from '@shared/catalog/integration-data-types';
import { scheduleEvery, type TriggerConfig, type TriggerType } from '@shared/schemas/automation';
import { NumberField } from '../../../components/form/number-field';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';

interface TriggerEditorProps {
  triggerType: TriggerType;
  triggerConfig: TriggerConfig | null;
  /** A saved webhook automation's secret URL. */
  hookUrl?: string;
  onChange: (triggerType: TriggerType, triggerConfig: TriggerConfig | null) => void;
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const everyLabels = { day: 'Every day', weekday: 'Every weekday (Mon–Fri)', week: 'Every week', month: 'Every month' };
const statusLabels: Readonly<Record<string, string>> = { overdue: 'overdue (due day passed, unpaid)' };

/** A kind's statuses from the catalogue, behind 'any' (a new item of the kind); null for kinds whose words are typed. */
function statusOptions(dataType: IntegrationDataType) {
  const statuses = triggerStatusesOf(dataType);
  if (!statuses) return null;
  return [
    { value: '', label: 'Any new item' },
    ...statuses.map((value) => ({ value, label: `Only when ${statusLabels[value] ?? value}` })),
  ];
}

/** The settings a trigger starts with: a schedule at 09:00 daily, a new order. */
function configFor(triggerType: TriggerType): TriggerConfig | null {
  if (triggerType === 'schedule') return { every: 'day', at: '09:00' };
  if (triggerType === 'integration_item') return { dataType: 'order' };
  return null;
}

/** The trigger card's panel: which event starts a run, and its settings (a schedule's clock, an item's kind). */
export function TriggerEditor({ triggerType, triggerConfig, hookUrl, onChange }: TriggerEditorProps) {
  const config = triggerConfig ?? {};
  const set = (patch: Partial<TriggerConfig>) => onChange(triggerType, { ...config, ...patch });
  const statuses = triggerType === 'integration_item' ? statusOptions(config.dataType ?? 'order') : null;
  return (
    <Stack gap="3">
      <SelectField
        label="Trigger"
        name="triggerType"
        value={triggerType}
        options={triggerTypes}
        onChange={(next) => onChange(next, configFor(next))}
      />
      <Text fontSize="sm" color="fg.muted">
        {triggerTypeInfo(triggerType).description}
      </Text>
      {triggerType === 'schedule' ? (
        <>
          <SelectField
            label="Repeat"
            name="every"
            value={config.every ?? 'day'}
            options={scheduleEvery.map((value) => ({ value, label: everyLabels[value] }))}
            onChange={(every) =>
              set({
                every,
                dayOfWeek: every === 'week' ? (config.dayOfWeek ?? 1) : undefined,
                dayOfMonth: every === 'month' ? (config.dayOfMonth ?? 1) : undefined,
              })
            }
          />
          <TextField
            label="At (HH:MM, workspace time)"
            name="at"
            value={config.at ?? ''}
            onChange={(at) => set({ at })}
            placeholder="09:00"
          />
          {config.every === 'week' ? (
            <SelectField
              label="Day of the week"
              name="dayOfWeek"
              value={String(config.dayOfWeek ?? 1)}
              options={DAYS.map((label, i) => ({ value: String(i), label }))}
              onChange={(day) => set({ dayOfWeek: Number(day) })}
            />
          ) : null}
          {config.every === 'month' ? (
            <NumberField
              label="Day of the month (1–28)"
              name="dayOfMonth"
              value={config.dayOfMonth === undefined ? '' : String(config.dayOfMonth)}
              onChange={(day) => set({ dayOfMonth: day.trim() === '' ? undefined : Number(day) })}
            />
          ) : null}
        </>
      ) : null}
      {triggerType === 'integration_item' ? (
        <>
          <SelectField
            label="Kind of item"
            name="dataType"
            value={config.dataType ?? 'order'}
            options={integrationDataTypes.map((t) => ({ value: t.id, label: t.label }))}
            onChange={(dataType) => set({ dataType, status: undefined })}
          />
          {statuses ? (
            <SelectField
              label="Status"
              name="status"
              value={config.status ?? ''}
              options={statuses}
              onChange={(status) => set({ status: status || undefined })}
            />
          ) : (
            <TextField
              label="Only in status (optional)"
              name="status"
              value={config.status ?? ''}
              onChange={(status) => set({ status: status.trim() ? status : undefined })}
              placeholder="e.g. qualified"
            />
          )}
        </>
      ) : null}
      {triggerType === 'webhook_received' ? (
        <Text fontSize="sm">
          {hookUrl ? (
            <>
              Post JSON (up to 256 KB) to <Code wordBreak="break-all">{hookUrl}</Code>
            </>
          ) : (
            'Save the automation to get its secret URL.'
          )}
        </Text>
      ) : null}
    </Stack>
  );
}
