import { Switch, VisuallyHidden } from '@chakra-ui/react';
import type { Automation } from '@shared/schemas/automation';

/** An automation's on/off switch: it shows 'Active' or 'Inactive' and is announced as 'Active: {name}'. */
export function ActiveSwitch({
  automation,
  disabled,
  onChange,
}: {
  automation: Pick<Automation, 'isActive' | 'name'>;
  disabled?: boolean;
  onChange: (active: boolean) => void;
}) {
  return (
    <Switch.Root
      checked={automation.isActive}
      disabled={disabled}
      onCheckedChange={(e) => onChange(e.checked)}
      colorPalette="green"
    >
      {/* Announced as a switch (on/off), not a checkbox; the native input keeps the checked state. */}
      <Switch.HiddenInput role="switch" />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label fontSize="sm">
        <span aria-hidden>{automation.isActive ? 'Active' : 'Inactive'}</span>
        <VisuallyHidden>Active: {automation.name}</VisuallyHidden>
      </Switch.Label>
    </Switch.Root>
  );
}
