import { Button } from '@chakra-ui/react';
import type { Automation } from '@shared/schemas/automation';
import { Pencil } from 'lucide-react';
import { AddButton } from '../../../components/add-button';
import { FormDialogRoot } from '../../../components/form/form-dialog-root';
import { lazyDialogForm } from '../../../components/form/lazy-dialog-form';
import type { AutomationDialogProps } from './automation-form';

const CreateAutomationForm = lazyDialogForm('Create Automation', () =>
  import('./automation-form').then((m) => m.CreateAutomationForm),
);
const EditAutomationForm = lazyDialogForm('Edit Automation', () =>
  import('./automation-form').then((m) => m.EditAutomationForm),
);

/**
 * 'Quick create': one trigger and one action in a dialog (the builder, beside it, makes multi-step ones): name,
 * description, trigger, action, and the settings the chosen action needs.
 */
export function NewAutomationDialog({ connectedProviders }: AutomationDialogProps) {
  return (
    <FormDialogRoot trigger={<AddButton label="Quick create" variant="outline" />}>
      <CreateAutomationForm connectedProviders={connectedProviders} />
    </FormDialogRoot>
  );
}

/** The same dialog over an existing automation, opened from its card: it saves what changed with PATCH. */
export function EditAutomationDialog({
  automation,
  connectedProviders,
}: AutomationDialogProps & { automation: Automation }) {
  return (
    <FormDialogRoot
      trigger={
        <Button size="xs" variant="outline" aria-label={`Edit automation ${automation.name}`}>
          <Pencil size={14} aria-hidden />
          Edit
        </Button>
      }
    >
      <EditAutomationForm automation={automation} connectedProviders={connectedProviders} />
    </FormDialogRoot>
  );
}
