import { Stack, Text } from '@chakra-ui/react';
import type { EmployeeDetail } from '@shared/schemas/employee';
import { LabelledValue } from '../../../components/labelled-value';
import { SectionCard } from '../../../components/section-card';

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

export function CompensationTab({ employee }: { employee: EmployeeDetail }) {
  const none = employee.salary == null && employee.hourlyRate == null;
  return (
    <Stack pt="2">
      <SectionCard title="Compensation Details">
        {none ? (
          <Text color="fg.muted">No compensation information available</Text>
        ) : (
          <Stack gap="3">
            {employee.salary != null ? <Figure label="Annual Salary">{usd(employee.salary)}</Figure> : null}
            {employee.hourlyRate != null ? (
              <Figure label="Hourly Rate">{`${usd(employee.hourlyRate)}/hour`}</Figure>
            ) : null}
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
}

const Figure = (props: { label: string; children: string }) => (
  <LabelledValue fontSize="xl" fontWeight="bold" {...props} />
);
