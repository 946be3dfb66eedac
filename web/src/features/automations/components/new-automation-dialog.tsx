import { Code, Stack, Text } from '@chakra-ui/react';
import {
  actionTypes,
  DEFAULT_ACTION_TYPE,
  DEFAULT_TRIGGER_TYPE,
  defaultActionTexts,
  triggerTypeInfo,
  triggerTypes,
} from '@shared/catalog/automation-types';
import type { IntegrationProviderId } from '@shared/catalog/integrations';
import { taskPriorityLabels } from '@shared/catalog/task-statuses';
import { type ActionType, createAutomationInputSchema, type TriggerType } from '@shared/schemas/automation';
import { DEFAULT_TASK_PRIORITY, taskPriorities } from '@shared/schemas/task';
import { AddButton } from '../../../components/add-button';
import { FormDialogContent } from '../../../components/form/form-dialog-content';
import { FormDialogRoot } from '../../../components/form/form-dialog-root';
import { optionsOf, SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useForm } from '../../../components/form/use-form';
import { useSignedInUser } from '../../../lib/auth';
import { serverMessage } from '../../../lib/server-message';
import { useCreateAutomation } from '../api/create-automation';
import { TriggerSourceHint } from './trigger-source-hint';

interface NewAutomationDialogProps {
  /** The workspace's active integrations, to say what feeds the chosen trigger; undefined while loading. */
  connectedProviders?: readonly IntegrationProviderId[];
}

/** The create dialog: name, description, trigger, action, and the settings the chosen action needs. */
export function NewAutomationDialog({ connectedProviders }: NewAutomationDialogProps) {
  return (
    <FormDialogRoot trigger={<AddButton label="New Automation" />}>
      <NewAutomationForm connectedProviders={connectedProviders} />
    </FormDialogRoot>
  );
}

const emptyForm = () => ({
  name: '',
  description: '',
  triggerType: DEFAULT_TRIGGER_TYPE as TriggerType,
  actionType: DEFAULT_ACTION_TYPE as ActionType,
  emailTo: '',
  emailSubject: '',
  emailBody: '',
  smsTo: '',
  smsMessage: '',
  taskTitle: '',
  taskPriority: DEFAULT_TASK_PRIORITY,
  crmNote: '',
});

function NewAutomationForm({ connectedProviders }: NewAutomationDialogProps) {
  const user = useSignedInUser();
  const create = useCreateAutomation();
  const form = useForm({
    initial: emptyForm,
    schema: createAutomationInputSchema,
    toInput: ({ name, description, triggerType, actionType, ...actionConfig }) => ({
      name,
      description: description.trim() ? description : null,
      isActive: true,
      triggerType,
      actionType,
      actionConfig,
    }),
    formatError: (message) => `Validation error: ${message}`,
  });
  const { values, field } = form;
  const defaults = defaultActionTexts(values.triggerType);
  const variables = triggerTypeInfo(values.triggerType).variables;
  const failure = serverMessage(create.error);

  return (
    <FormDialogContent
      title="Create Automation"
      form={form}
      mutation={create}
      submitLabel="Create Automation"
      pendingLabel="Creating..."
    >
      <Stack gap="4">
        <TextField
          label="Name"
          required
          {...field('name')}
          placeholder="e.g. Follow up on finished work"
          maxLength={120}
          autoFocus
        />
        <TextareaField label="Description" rows={2} {...field('description')} maxLength={1000} />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          <SelectField label="Trigger" {...field('triggerType')} options={triggerTypes} />
          <SelectField label="Action" {...field('actionType')} options={actionTypes} />
        </Stack>
        <TriggerSourceHint
          triggerType={values.triggerType}
          actionType={values.actionType}
          connected={connectedProviders}
        />

        {values.actionType === 'send_email' ? (
          <>
            <TextField
              label="Email recipient"
              type="email"
              {...field('emailTo')}
              placeholder={user.email ?? 'name@example.com'}
              helper={user.email ? `Leave empty to send to ${user.email}` : undefined}
            />
            <TextField label="Email subject" {...field('emailSubject')} placeholder={defaults.emailSubject} />
            <TextareaField label="Email body" {...field('emailBody')} placeholder={defaults.emailBody} />
          </>
        ) : null}
        {values.actionType === 'send_sms' ? (
          <>
            <TextField
              label="SMS number"
              type="tel"
              required
              {...field('smsTo')}
              placeholder="+15551234567"
              helper="International format, starting with +"
            />
            <TextareaField label="SMS text" {...field('smsMessage')} placeholder={defaults.smsMessage} />
          </>
        ) : null}
        {values.actionType === 'create_task' ? (
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
            <TextField label="Task title" {...field('taskTitle')} placeholder={defaults.taskTitle} />
            <SelectField
              label="Task priority"
              {...field('taskPriority')}
              options={optionsOf(taskPriorities, taskPriorityLabels)}
            />
          </Stack>
        ) : null}
        {values.actionType === 'update_crm' ? (
          <>
            <TextareaField label="CRM note" {...field('crmNote')} placeholder={defaults.crmNote} />
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
        {failure ? (
          <Text color="fg.error" fontSize="sm" role="alert">
            {failure}
          </Text>
        ) : null}
      </Stack>
    </FormDialogContent>
  );
}
