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
            {employee.salary !== null ? (
              <Stack gap="0">
                <Text fontSize="xs" color="fg.muted">
                  Annual Salary
                </Text>
                <Text fontSize="xl" fontWeight="bold">
                  {usd(employee.salary)}
                </Text>
              </Stack>
            ) : null}
            {employee.hourlyRate !== null ? (
              <Stack gap="0">
                <Text fontSize="xs" color="fg.muted">
                  Hourly Rate
                </Text>
                <Text fontSize="xl" fontWeight="bold">
                  {usd(employee.hourlyRate)}/hour
                </Text>
              </Stack>
            ) : null}
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
}
