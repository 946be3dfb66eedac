import { Code, Stack, Text } from '@chakra-ui/react';
import {
  actionTypes,
  DEFAULT_ACTION_TYPE,
  DEFAULT_TRIGGER_TYPE,
  defaultActionTexts,
  triggerTypes,
} from '@shared/catalog/automation-types';
import { automationVariables, variablesOfKind } from '@shared/catalog/automation-variables';
import type { IntegrationProviderId } from '@shared/catalog/integrations';
import { taskPriorityLabels } from '@shared/catalog/task-statuses';
import {
  type ActionType,
  type Automation,
  type CreateAutomationInput,
  createAutomationInputSchema,
  type TriggerType,
} from '@shared/schemas/automation';
import { DEFAULT_TASK_PRIORITY, type TaskPriority, taskPriorities } from '@shared/schemas/task';
import { FormRefusal } from '../../../components/form/form-actions';
import { type DialogMutation, FormDialogContent } from '../../../components/form/form-dialog-content';
import { optionsOf, SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useForm } from '../../../components/form/use-form';
import { useSignedInUser } from '../../../lib/auth';
import { serverMessage } from '../../../lib/server-message';
import { useCreateAutomation } from '../api/create-automation';
import { useEditAutomation } from '../api/edit-automation';
import { TriggerSourceHint } from './trigger-source-hint';

/*
 * The form of 'Quick create' and of a card's Edit (./automation-dialog), loaded when one of them opens: it carries the
 * automation schema (and zod), which the list itself does not need.
 */

export interface AutomationDialogProps {
  /** The workspace's active integrations, to say what feeds the chosen trigger; undefined while loading. */
  connectedProviders?: readonly IntegrationProviderId[];
}

interface FormValues {
  name: string;
  description: string;
  triggerType: TriggerType;
  actionType: ActionType;
  emailTo: string;
  emailSubject: string;
  emailBody: string;
  smsTo: string;
  smsMessage: string;
  taskTitle: string;
  taskPriority: TaskPriority;
  crmNote: string;
}

const emptyForm = (): FormValues => ({
  name: '',
  description: '',
  triggerType: DEFAULT_TRIGGER_TYPE,
  actionType: DEFAULT_ACTION_TYPE,
  emailTo: '',
  emailSubject: '',
  emailBody: '',
  smsTo: '',
  smsMessage: '',
  taskTitle: '',
  taskPriority: DEFAULT_TASK_PRIORITY,
  crmNote: '',
});

/** The form filled with the automation as saved. */
const formOf = ({ name, description, triggerType, actionType, actionConfig }: Automation): FormValues => ({
  ...emptyForm(),
  name,
  description: description ?? '',
  triggerType,
  actionType,
  ...Object.fromEntries(Object.entries(actionConfig).filter(([, value]) => value !== undefined)),
});

const toInput = ({ name, description, triggerType, actionType, ...actionConfig }: FormValues) =>
  ({
    name,
    description: description.trim() ? description : null,
    isActive: true,
    triggerType,
    actionType,
    actionConfig,
  }) satisfies CreateAutomationInput;

export function CreateAutomationForm({ connectedProviders }: AutomationDialogProps) {
  const create = useCreateAutomation();
  return (
    <AutomationForm
      initial={emptyForm}
      mutation={create}
      title="Create Automation"
      submitLabel="Create Automation"
      pendingLabel="Creating..."
      connectedProviders={connectedProviders}
    />
  );
}

export function EditAutomationForm({
  automation,
  connectedProviders,
}: AutomationDialogProps & { automation: Automation }) {
  const edit = useEditAutomation();
  // The dialog edits what it shows; whether the automation is on stays the card's switch.
  const mutation: AutomationMutation = {
    mutate: ({ isActive: _active, ...fields }, options) => edit.mutate({ id: automation.id, ...fields }, options),
    isPending: edit.isPending,
    error: edit.error,
  };
  return (
    <AutomationForm
      initial={() => formOf(automation)}
      mutation={mutation}
      title="Edit Automation"
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      connectedProviders={connectedProviders}
    />
  );
}

/** What the form sends its request with; its `error` is the server's refusal of the last attempt. */
interface AutomationMutation extends DialogMutation<CreateAutomationInput> {
  error: Error | null;
}

interface AutomationFormProps extends AutomationDialogProps {
  initial: () => FormValues;
  mutation: AutomationMutation;
  title: string;
  submitLabel: string;
  pendingLabel: string;
}

function AutomationForm({ initial, mutation, connectedProviders, ...labels }: AutomationFormProps) {
  const user = useSignedInUser();
  const form = useForm({
    initial,
    schema: createAutomationInputSchema,
    toInput,
    formatError: (message) => `Validation error: ${message}`,
  });
  const { values, field } = form;
  const defaults = defaultActionTexts(values.triggerType);
  const variables = automationVariables[values.triggerType];
  const code = (name: string) => `{{${name}}}`;
  const emailVariables = variablesOfKind(values.triggerType, 'email').map((v) => code(v.name));
  const phoneVariables = variablesOfKind(values.triggerType, 'phone').map((v) => code(v.name));
  const or = (list: string[]) => list.join(' or ');

  return (
    <FormDialogContent form={form} mutation={mutation} {...labels}>
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
              {...field('emailTo')}
              placeholder={user.email ?? 'name@example.com'}
              helper={[
                user.email ? `Leave empty to send to ${user.email}.` : undefined,
                emailVariables.length ? `To reach the other party, enter ${or(emailVariables)}.` : undefined,
              ]
                .filter(Boolean)
                .join(' ')}
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
              helper={`International format, starting with +${phoneVariables.length ? `, or ${or(phoneVariables)}` : ''}`}
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

        <Stack gap="1" fontSize="xs" color="fg.muted">
          <Text>Empty texts use the placeholder shown. Variables for this trigger, filled from each event:</Text>
          {/* Named apart from the fields: a name with 'trigger' in it would also answer to the Trigger field's label. */}
          <Stack as="ul" gap="0.5" listStyleType="none" aria-label="Variables you can use">
            {variables.map((v) => (
              <Text as="li" key={v.name} data-testid="automation-variable">
                <Code size="sm">{code(v.name)}</Code> {v.label}
              </Text>
            ))}
          </Stack>
        </Stack>
        <FormRefusal fontSize="sm" message={serverMessage(mutation.error)} />
      </Stack>
    </FormDialogContent>
  );
}
