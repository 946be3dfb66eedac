import { Stack, Text } from '@chakra-ui/react';
import type { EmployeeDetail } from '@shared/schemas/employee';
import { SectionCard } from '../../../components/section-card';

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

export function CompensationTab({ employee }: { employee: EmployeeDetail }) {
  const none = employee.salary === null && employee.hourlyRate === null;
  return (
    <Stack pt="2">
      <SectionCard title="Compensation Details">
        {none ? (
          <Text color="fg.muted">No compensation information available</Text>
        ) : (
          <Stack gap="3">
            {employee.salary !== null ? <Figure label="Annual Salary" value={usd(employee.salary)} /> : null}
            {employee.hourlyRate !== null ? (
              <Figure label="Hourly Rate" value={`${usd(employee.hourlyRate)}/hour`} />
            ) : null}
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold">
        {value}
      </Text>
    </Stack>
  );
}
