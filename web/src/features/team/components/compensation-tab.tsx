import { Stack, Text } from '@chakra-ui/react';
import { formatDollars } from '@shared/format/money';
import type { EmployeeDetail } from '@shared/schemas/employee';
import { LabelledValue } from '../../../components/labelled-value';
import { SectionCard } from '../../../components/section-card';

/** A salary in whole dollars; an hourly rate always with its cents ('$24.50/hour', never '$24.5/hour'). */
const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
const hourly = (n: number) => `${formatDollars(n, { cents: true })}/hour`;

export function CompensationTab({ employee }: { employee: EmployeeDetail }) {
  // The API leaves pay out (absent, not null) for a role that may not see it: 'No compensation information
  // available' would tell a manager that someone on a salary has none.
  const hidden = !('salary' in employee) && !('hourlyRate' in employee);
  const none = employee.salary == null && employee.hourlyRate == null;
  return (
    <Stack pt="2">
      <SectionCard title="Compensation Details">
        {hidden ? (
          <Text color="fg.muted">Pay is shown only to owners, admins and the employee themself</Text>
        ) : none ? (
          <Text color="fg.muted">No compensation information available</Text>
        ) : (
          <Stack gap="3">
            {employee.salary != null ? <Figure label="Annual Salary">{usd(employee.salary)}</Figure> : null}
            {employee.hourlyRate != null ? <Figure label="Hourly Rate">{hourly(employee.hourlyRate)}</Figure> : null}
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
}

const Figure = (props: { label: string; children: string }) => (
  <LabelledValue fontSize="xl" fontWeight="bold" {...props} />
);
