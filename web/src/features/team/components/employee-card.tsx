import { Badge, Box, Card, HStack, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import type { Employee } from '@shared/schemas/employee';
import { overallScore, topStrengths } from '@shared/team/competency-score';
import { scoreRating } from '@shared/team/score-badge';
import { COMPETENCY_SCORE_LABEL } from '@shared/team/team-summary';
import { tenureYearsText } from '@shared/team/tenure';
import { Link } from '@tanstack/react-router';
import { scoreBadgeProps } from './badge-props';
import { CompetencyMiniRadar } from './competency-mini-radar';
import { EmployeeAvatar } from './employee-avatar';
import { employmentTypeLabels } from './employment-type-labels';

/**
 * The link to the profile is the employee's name, stretched over the whole card or row (Chakra's LinkOverlay), so
 * a click anywhere opens the profile while the link's name is exactly what it shows: a card whose link named
 * itself would hide the rest of its text from speech input (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
function ProfileLink({ employee }: { employee: Employee }) {
  return (
    <LinkOverlay asChild>
      <Link to="/team/$id" params={{ id: employee.id }}>
        {employee.firstName} {employee.lastName}
      </Link>
    </LinkOverlay>
  );
}

/**
 * The name (the profile link) over the position, and the department where the row has no badge for it. A list row
 * keeps to one line; a card gives the position two, since three cards a row cut 'Customer Success Manager' to
 * 'Customer Success Man…' at 1280 px.
 */
function NameAndPosition({ employee, withDepartment = false }: { employee: Employee; withDepartment?: boolean }) {
  return (
    <Stack gap="0" flex="1" minW="0">
      <Text fontWeight="semibold" truncate>
        <ProfileLink employee={employee} />
      </Text>
      <Text fontSize="sm" color="fg.muted" lineClamp={withDepartment ? 1 : 2}>
        {employee.position}
        {withDepartment && employee.department ? ` · ${employee.department}` : ''}
      </Text>
    </Stack>
  );
}

const hoverable = {
  position: 'relative',
  transition: 'all 0.15s',
  _focusWithin: { outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' },
} as const;

/** A grid card; the whole card opens the profile (keyboard: Tab to the name + Enter). */
export function EmployeeCard({ employee }: { employee: Employee }) {
  const score = overallScore(employee.competencies);
  const strengths = topStrengths(employee.competencies);
  return (
    // As tall as its grid row, which a two-line position may make taller than the card's own content.
    <Card.Root variant="outline" h="full" {...hoverable} _hover={{ borderColor: 'blue.solid', shadow: 'sm' }}>
      <Card.Body gap="3">
        <HStack gap="3" align="start">
          <EmployeeAvatar employee={employee} />
          <NameAndPosition employee={employee} />
          <Stack gap="0" align="end" flexShrink="0">
            <Badge {...scoreBadgeProps(score)} title={scoreRating(score)}>
              {score}%
            </Badge>
            <Text fontSize="2xs" color="fg.muted">
              {COMPETENCY_SCORE_LABEL}
            </Text>
          </Stack>
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
            <CompetencyMiniRadar competencies={employee.competencies} size={96} />
          </Box>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** A list-view row; the whole row opens the profile. */
export function EmployeeRow({ employee }: { employee: Employee }) {
  const score = overallScore(employee.competencies);
  return (
    <Box borderWidth="1px" rounded="l2" px="4" py="3" {...hoverable} _hover={{ bg: 'bg.muted' }}>
      <HStack gap="4">
        <EmployeeAvatar employee={employee} size="sm" />
        <NameAndPosition employee={employee} withDepartment />
        <Text fontSize="sm" color="fg.muted" display={{ base: 'none', md: 'block' }} truncate maxW="14rem">
          {employee.email}
        </Text>
        <Text fontSize="sm" color="fg.muted" display={{ base: 'none', sm: 'block' }}>
          {tenureYearsText(employee.hireDate)}
        </Text>
        <Badge {...scoreBadgeProps(score)} aria-label={`${COMPETENCY_SCORE_LABEL} ${score}%`}>
          {score}%
        </Badge>
      </HStack>
    </Box>
  );
}
