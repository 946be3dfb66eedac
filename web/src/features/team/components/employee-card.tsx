import { Badge, Box, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { Employee } from '@shared/schemas/employee';
import { overallScore, topStrengths } from '@shared/team/competency-score';
import { scoreRating } from '@shared/team/score-badge';
import { tenureYearsText } from '@shared/team/tenure';
import { Link } from '@tanstack/react-router';
import { scoreBadgeProps } from './badge-props';
import { CompetencyRadar } from './competency-radar';
import { EmployeeAvatar } from './employee-avatar';
import { employmentTypeLabels } from './employee-form';

/** A grid card; the whole card is a link to the profile (keyboard: Tab + Enter). */
export function EmployeeCard({ employee }: { employee: Employee }) {
  const score = overallScore(employee.competencies);
  const strengths = topStrengths(employee.competencies);
  return (
    <Card.Root asChild variant="outline" _hover={{ borderColor: 'blue.solid', shadow: 'sm' }} transition="all 0.15s">
      <Link
        to="/team/$id"
        params={{ id: employee.id }}
        aria-label={`${employee.firstName} ${employee.lastName}, ${employee.position}`}
      >
        <Card.Body gap="3">
          <HStack gap="3" align="start">
            <EmployeeAvatar employee={employee} />
            <Stack gap="0" flex="1" minW="0">
              <Text fontWeight="semibold" truncate>
                {employee.firstName} {employee.lastName}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {employee.position}
              </Text>
            </Stack>
            <Badge {...scoreBadgeProps(score)} title={scoreRating(score)}>
              {score}%
            </Badge>
          </HStack>
          <HStack gap="2" wrap="wrap">
            {employee.department ? <Badge variant="outline">{employee.department}</Badge> : null}
            <Badge variant={employee.employmentType === 'full-time' ? 'solid' : 'outline'}>
              {employmentTypeLabels[employee.employmentType]}
            </Badge>
            <Text fontSize="xs" color="fg.muted">
              {tenureYearsText(employee.hireDate)}
            </Text>
          </HStack>
          <HStack justify="space-between" align="center" gap="2">
            <Stack gap="1" minW="0">
              <Text fontSize="xs" color="fg.muted">
                Top strengths
              </Text>
              {strengths.length ? (
                strengths.map((s) => (
                  <Text key={s.key} fontSize="xs" truncate>
                    {s.label} {s.value}
                  </Text>
                ))
              ) : (
                <Text fontSize="xs">—</Text>
              )}
            </Stack>
            <Box flexShrink="0">
              <CompetencyRadar competencies={employee.competencies} size={96} />
            </Box>
          </HStack>
        </Card.Body>
      </Link>
    </Card.Root>
  );
}

/** A list-view row, also a link to the profile. */
export function EmployeeRow({ employee }: { employee: Employee }) {
  const score = overallScore(employee.competencies);
  return (
    <Box asChild borderWidth="1px" rounded="l2" px="4" py="3" _hover={{ bg: 'bg.muted' }} display="block">
      <Link
        to="/team/$id"
        params={{ id: employee.id }}
        aria-label={`${employee.firstName} ${employee.lastName}, ${employee.position}`}
      >
        <HStack gap="4">
          <EmployeeAvatar employee={employee} size="sm" />
          <Stack gap="0" flex="1" minW="0">
            <Text fontWeight="semibold" truncate>
              {employee.firstName} {employee.lastName}
            </Text>
            <Text fontSize="sm" color="fg.muted" truncate>
              {employee.position}
              {employee.department ? ` · ${employee.department}` : ''}
            </Text>
          </Stack>
          <Text fontSize="sm" color="fg.muted" display={{ base: 'none', md: 'block' }} truncate maxW="14rem">
            {employee.email}
          </Text>
          <Text fontSize="sm" color="fg.muted" display={{ base: 'none', sm: 'block' }}>
            {tenureYearsText(employee.hireDate)}
          </Text>
          <Badge {...scoreBadgeProps(score)}>{score}%</Badge>
        </HStack>
      </Link>
    </Box>
  );
}
