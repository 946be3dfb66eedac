import { Stack, Switch } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SectionCard } from './section-card';

interface SwitchCardProps {
  title: string;
  /** The switch's label: 'Use AI in this workspace'. */
  label: string;
  checked: boolean;
  disabled: boolean;
  /** Saves the new position at once: a switch has no Save button. */
  onChange: (checked: boolean) => void;
  /** What the switch does, and anything more (e.g. why this role cannot change it). */
  children: ReactNode;
}

/** A setting of a settings screen that is on or off, in its titled card: the switch, then what it does. */
export function SwitchCard({ title, label, checked, disabled, onChange, children }: SwitchCardProps) {
  return (
    <SectionCard title={title}>
      <Stack gap="3">
        <Switch.Root checked={checked} disabled={disabled} onCheckedChange={(e) => onChange(e.checked)}>
          {/* Announced as a switch (on/off), not a checkbox; the native input keeps the checked state. */}
          <Switch.HiddenInput role="switch" />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{label}</Switch.Label>
        </Switch.Root>
        {children}
      </Stack>
    </SectionCard>
  );
}
