import { chakra, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { actionTypeInfo, actionTypes, defaultActionTexts } from '@shared/catalog/automation-types';
import { taskPriorityLabels, taskStatusLabels } from '@shared/catalog/task-statuses';
import type { ActionStep, ActionType, TriggerType } from '@shared/schemas/automation';
import { taskPriorities, taskStatuses } from '@shared/schemas/task';
import { NumberField } from '../../../components/form/number-field';
import { optionsOf, SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { newAction } from './builder-state';
import type { BuilderPeople } from './use-builder-people';

interface ActionEditorProps {
  step: ActionStep;
  triggerType: TriggerType;
  people: BuilderPeople;
  onChange: (step: ActionStep) => void;
}

const providerOf = { post_slack: 'slack', post_teams: 'microsoft_teams' } as const;

/** The side panel's fields for an action: which action, then the settings that action takes. */
export function ActionEditor({ step, triggerType, people, onChange }: ActionEditorProps) {
  const config = step.config as Record<string, unknown>;
  const text = (key: string) => (typeof config[key] === 'string' ? (config[key] as string) : '');
  const set = (key: string, value: unknown) => {
    const next = { ...config };
    if (value === '' || value === undefined) delete next[key];
    else next[key] = value;
    onChange({ ...step, config: next } as ActionStep);
  };
  const field = (key: string) => ({ name: key, value: text(key), onChange: (v: string) => set(key, v) });
  const required = (key: string) => ({
    name: key,
    value: text(key),
    onChange: (v: string) => onChange({ ...step, config: { ...config, [key]: v } } as ActionStep),
  });
  const defaults = defaultActionTexts(triggerType);
  const integrationIdFor = (action: ActionType) =>
    people.integrations.find((i) => i.provider === providerOf[action as keyof typeof providerOf])?.id ?? '';
  const employeeOptions = [
    { value: '', label: 'Nobody' },
    ...people.employees.map((e) => ({ value: e.id, label: e.name })),
  ];

  return (
    <Stack gap="3">
      <SelectField
        label="Action"
        name="action"
        value={step.action}
        options={actionTypes}
        onChange={(action) => onChange(newAction(action, integrationIdFor) as ActionStep)}
      />
      <Text fontSize="sm" color="fg.muted">
        {actionTypeInfo(step.action).description}
      </Text>
      {step.action === 'send_email' ? (
        <>
          <TextField
            label="Email recipient"
            {...field('emailTo')}
            placeholder={people.me.email ?? 'name@example.com'}
            helper="An address or an email variable; empty sends it to you"
          />
          <TextField label="Email subject" {...field('emailSubject')} placeholder={defaults.emailSubject} />
          <TextareaField label="Email body" {...field('emailBody')} placeholder={defaults.emailBody} />
        </>
      ) : null}
      {step.action === 'send_sms' ? (
        <>
          <TextField label="SMS number" type="tel" required {...field('smsTo')} placeholder="+15551234567" />
          <TextareaField label="SMS text" {...field('smsMessage')} placeholder={defaults.smsMessage} />
        </>
      ) : null}
      {step.action === 'create_task' ? (
        <>
          <TextField label="Task title" {...field('taskTitle')} placeholder={defaults.taskTitle} />
          <SelectField
            label="Task priority"
            name="taskPriority"
            value={step.config.taskPriority ?? 'medium'}
            options={optionsOf(taskPriorities, taskPriorityLabels)}
            onChange={(v) => set('taskPriority', v)}
          />
          <NumberField
            label="Due in (days)"
            name="taskDueInDays"
            value={step.config.taskDueInDays === undefined ? '' : String(step.config.taskDueInDays)}
            onChange={(v) => set('taskDueInDays', v.trim() === '' ? undefined : Number(v))}
            helper="Empty: no due date"
          />
          <SelectField
            label="Assign to"
            name="taskAssigneeEmployeeId"
            value={text('taskAssigneeEmployeeId')}
            options={employeeOptions}
            onChange={(v) => set('taskAssigneeEmployeeId', v)}
          />
        </>
      ) : null}
      {step.action === 'update_crm' ? (
        <TextareaField label="CRM note" {...field('crmNote')} placeholder={defaults.crmNote} />
      ) : null}
      {step.action === 'post_slack' || step.action === 'post_teams' ? (
        <PostFields step={step} people={people} required={required} />
      ) : null}
      {step.action === 'send_webhook' ? (
        <TextField
          label="Webhook URL"
          type="url"
          required
          {...required('url')}
          placeholder="https://example.com/hook"
        />
      ) : null}
      {step.action === 'update_task' ? (
        <>
          <TextField
            label="Task"
            required
            {...required('taskId')}
            placeholder="{{trigger.id}}"
            helper="A task id or a variable holding one, e.g. {{trigger.id}}"
          />
          <SelectField
            label="New status"
            name="status"
            value={text('status')}
            options={[{ value: '', label: 'Unchanged' }, ...optionsOf(taskStatuses, taskStatusLabels)]}
            onChange={(v) => set('status', v)}
          />
          <SelectField
            label="New assignee"
            name="assigneeEmployeeId"
            value={text('assigneeEmployeeId')}
            options={[{ value: '', label: 'Unchanged' }, ...employeeOptions.slice(1)]}
            onChange={(v) => set('assigneeEmployeeId', v)}
          />
        </>
      ) : null}
      {step.action === 'notify' ? (
        <>
          <Stack as="fieldset" gap="1">
            <Text as="legend" fontSize="sm" fontWeight="medium">
              Notify
            </Text>
            {people.members.map((m) => {
              const ids = step.config.memberUserIds;
              return (
                <HStack as="label" key={m.userId} gap="2" fontSize="sm">
                  {/* A native checkbox: the platform's own keyboard and screen-reader handling, at no bundle cost. */}
                  <chakra.input
                    type="checkbox"
                    accentColor="colorPalette.solid"
                    checked={ids.includes(m.userId)}
                    onChange={(e) =>
                      onChange({
                        ...step,
                        config: {
                          ...step.config,
                          memberUserIds: e.target.checked ? [...ids, m.userId] : ids.filter((id) => id !== m.userId),
                        },
                      })
                    }
                  />
                  {m.userId === people.me.userId ? `${m.name} (you)` : m.name}
                </HStack>
              );
            })}
          </Stack>
          <TextField label="Notification title" {...field('title')} placeholder={defaults.emailSubject} />
          <TextareaField label="Notification text" {...field('text')} placeholder={defaults.smsMessage} />
        </>
      ) : null}
      {step.action === 'add_employee_note' ? (
        <>
          <TextField label="Employee" required {...required('employeeId')} placeholder="{{trigger.employeeId}}" />
          <TextField label="Note subject" required {...required('subject')} />
          <TextareaField label="Note" required {...required('content')} />
        </>
      ) : null}
    </Stack>
  );
}

function PostFields({
  step,
  people,
  required,
}: {
  step: ActionStep & { action: 'post_slack' | 'post_teams' };
  people: BuilderPeople;
  required: (key: string) => { name: string; value: string; onChange: (v: string) => void };
}) {
  const provider = providerOf[step.action];
  const connected = people.integrations.filter((i) => i.provider === provider);
  const app = step.action === 'post_slack' ? 'Slack' : 'Microsoft Teams';
  return (
    <>
      {connected.length ? (
        <SelectField
          label={`${app} connection`}
          {...required('integrationId')}
          options={connected.map((i) => ({ value: i.id, label: i.name }))}
        />
      ) : (
        <Text fontSize="sm" color="fg.error" role="alert">
          {app} is not connected.{' '}
          <Link href="/integrations" colorPalette="blue" variant="underline">
            Connect {app} in Integrations
          </Link>
        </Text>
      )}
      <TextField label="Channel" required {...required('channel')} placeholder="#general" />
      <TextareaField label="Message" required {...required('text')} />
    </>
  );
}
