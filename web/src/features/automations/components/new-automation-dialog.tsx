import { Button, Code, Dialog, Field, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  actionTypes,
  DEFAULT_ACTION_TYPE,
  DEFAULT_TRIGGER_TYPE,
  defaultActionTexts,
  triggerTypeInfo,
  triggerTypes,
} from '@shared/catalog/automation-types';
import { taskPriorityLabels } from '@shared/catalog/task-statuses';
import {
  type ActionType,
  type AutomationActionConfig,
  createAutomationInputSchema,
  type TriggerType,
} from '@shared/schemas/automation';
import { type TaskPriority, taskPriorities } from '@shared/schemas/task';
import { Plus } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormDialogContent } from '../../../components/form-dialog-content';
import { useSignedInUser } from '../../../lib/auth';
import { serverMessage } from '../../../lib/mutation-toasts';
import { useCreateAutomation } from '../api/create-automation';

interface FormState {
  name: string;
  description: string;
  triggerType: TriggerType;
  actionType: ActionType;
  config: Required<Omit<AutomationActionConfig, 'taskPriority'>> & { taskPriority: TaskPriority };
}

const emptyForm = (): FormState => ({
  name: '',
  description: '',
  triggerType: DEFAULT_TRIGGER_TYPE,
  actionType: DEFAULT_ACTION_TYPE,
  config: {
    emailTo: '',
    emailSubject: '',
    emailBody: '',
    smsTo: '',
    smsMessage: '',
    taskTitle: '',
    taskPriority: 'medium',
    crmNote: '',
  },
});

type Errors = Partial<Record<'name' | 'emailTo' | 'smsTo' | 'form', string>>;

/** The create dialog: name, description, trigger, action, and the settings the chosen action needs. */
export function NewAutomationDialog() {
  const user = useSignedInUser();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<FormState>(emptyForm);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateAutomation({
    onSuccess: () => {
      setOpen(false);
      setForm(emptyForm());
      setErrors({});
    },
  });
  const defaults = defaultActionTexts(form.triggerType);
  const variables = triggerTypeInfo(form.triggerType).variables;
  const setConfig = (patch: Partial<FormState['config']>) => setForm({ ...form, config: { ...form.config, ...patch } });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      name: form.name,
      description: form.description.trim() ? form.description : null,
      isActive: true,
      triggerType: form.triggerType,
      actionType: form.actionType,
      actionConfig: form.config,
    };
    const parsed = createAutomationInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path.at(-1) === 'name' ? 'name' : (issue.path.at(-1) as keyof Errors);
        next[field] ??= `Validation error: ${issue.message}`;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(input, {
      onError: (error) => {
        const message = serverMessage(error);
        if (message) setErrors({ form: message });
      },
    });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (!e.open) setErrors({});
      }}
      placement="center"
      scrollBehavior="inside"
    >
      <Dialog.Trigger asChild>
        <Button>
          <Plus size={16} aria-hidden />
          New Automation
        </Button>
      </Dialog.Trigger>
      <FormDialogContent
        title="Create Automation"
        onSubmit={submit}
        submitLabel="Create Automation"
        pending={create.isPending}
        pendingLabel="Creating..."
      >
        <Stack gap="4">
          <Field.Root required invalid={Boolean(errors.name)}>
            <Field.Label>
              Name
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              value={form.name}
              onChange={(e) => setForm({ ...form, name: e.target.value })}
              placeholder="e.g. Follow up on finished work"
              maxLength={120}
              autoFocus
            />
            <Field.ErrorText color={{ base: 'red.700', _dark: 'red.300' }}>{errors.name}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Description</Field.Label>
            <Textarea
              value={form.description}
              onChange={(e) => setForm({ ...form, description: e.target.value })}
              rows={2}
              maxLength={1000}
            />
          </Field.Root>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
            <Select
              label="Trigger"
              value={form.triggerType}
              onChange={(value) => setForm({ ...form, triggerType: value as TriggerType })}
              options={triggerTypes.map((t) => ({ value: t.value, label: t.label }))}
            />
            <Select
              label="Action"
              value={form.actionType}
              onChange={(value) => setForm({ ...form, actionType: value as ActionType })}
              options={actionTypes.map((a) => ({ value: a.value, label: a.label }))}
            />
          </Stack>

          {form.actionType === 'send_email' ? (
            <>
              <TextField
                label="Email recipient"
                type="email"
                value={form.config.emailTo}
                onChange={(emailTo) => setConfig({ emailTo })}
                placeholder={user.email ?? 'name@example.com'}
                helper={user.email ? `Leave empty to send to ${user.email}` : undefined}
                error={errors.emailTo}
              />
              <TextField
                label="Email subject"
                value={form.config.emailSubject}
                onChange={(emailSubject) => setConfig({ emailSubject })}
                placeholder={defaults.emailSubject}
              />
              <TextField
                label="Email body"
                multiline
                value={form.config.emailBody}
                onChange={(emailBody) => setConfig({ emailBody })}
                placeholder={defaults.emailBody}
              />
            </>
          ) : null}
          {form.actionType === 'send_sms' ? (
            <>
              <TextField
                label="SMS number"
                type="tel"
                required
                value={form.config.smsTo}
                onChange={(smsTo) => setConfig({ smsTo })}
                placeholder="+15551234567"
                helper="International format, starting with +"
                error={errors.smsTo}
              />
              <TextField
                label="SMS text"
                multiline
                value={form.config.smsMessage}
                onChange={(smsMessage) => setConfig({ smsMessage })}
                placeholder={defaults.smsMessage}
              />
            </>
          ) : null}
          {form.actionType === 'create_task' ? (
            <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
              <TextField
                label="Task title"
                value={form.config.taskTitle}
                onChange={(taskTitle) => setConfig({ taskTitle })}
                placeholder={defaults.taskTitle}
              />
              <Select
                label="Task priority"
                value={form.config.taskPriority}
                onChange={(value) => setConfig({ taskPriority: value as TaskPriority })}
                options={taskPriorities.map((p) => ({ value: p, label: taskPriorityLabels[p] }))}
              />
            </Stack>
          ) : null}
          {form.actionType === 'update_crm' ? (
            <>
              <TextField
                label="CRM note"
                multiline
                value={form.config.crmNote}
                onChange={(crmNote) => setConfig({ crmNote })}
                placeholder={defaults.crmNote}
              />
              <Text fontSize="sm" color="fg.muted">
                Runs need a connected CRM (Integrations); without one they fail with “No CRM integration connected”.
              </Text>
            </>
          ) : null}

          <Text fontSize="xs" color="fg.muted">
            Empty texts use the placeholder shown. Variables for this trigger:{' '}
            {variables.map((v, i) => (
              <span key={v}>
                {i ? ', ' : ''}
                <Code size="sm">{`{{${v}}}`}</Code>
              </span>
            ))}
          </Text>
          {errors.form ? (
            <Text color={{ base: 'red.700', _dark: 'red.300' }} fontSize="sm" role="alert">
              {errors.form}
            </Text>
          ) : null}
        </Stack>
      </FormDialogContent>
    </Dialog.Root>
  );
}

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function TextField({
  label,
  value,
  onChange,
  placeholder,
  helper,
  error,
  type = 'text',
  multiline,
  required,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  helper?: ReactNode;
  error?: string;
  type?: string;
  multiline?: boolean;
  required?: boolean;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {multiline ? (
        <Textarea value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} rows={3} />
      ) : (
        <Input type={type} value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} />
      )}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText color={{ base: 'red.700', _dark: 'red.300' }}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
