import { Badge, Button, HStack, Progress, SimpleGrid, Stack, Text, useTabsContext } from '@chakra-ui/react';
import type { EmployeeDetail } from '@shared/schemas/employee';
import { overallScore } from '@shared/team/competency-score';
import { tenureText } from '@shared/team/tenure';
import type { ReactNode } from 'react';
import { LabelledValue } from '../../../components/labelled-value';
import { SectionCard } from '../../../components/section-card';
import { formatDay } from '../../../lib/format-date';
import { useCanCall } from '../../../lib/use-can';

/** An address may span lines. */
const Row = (props: { label: string; children: ReactNode }) => <LabelledValue whiteSpace="pre-line" {...props} />;

export function OverviewTab({ employee }: { employee: EmployeeDetail }) {
  const score = overallScore(employee.competencies);
  return (
    <Stack gap="4" pt="2">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SectionCard title="Contact Information">
          <Stack gap="3">
            <Row label="Email">{employee.email}</Row>
            {employee.phone ? <Row label="Phone">{employee.phone}</Row> : null}
            {employee.address ? <Row label="Address">{employee.address}</Row> : null}
          </Stack>
        </SectionCard>
        <SectionCard title="Employment Details">
          <Stack gap="3">
            <Row label="Hire Date">{formatDay(employee.hireDate)}</Row>
            <Row label="Tenure">{tenureText(employee.hireDate)}</Row>
            <Row label="Employment Type">
              <Text as="span" textTransform="capitalize">
                {employee.employmentType.replace('-', ' ')}
              </Text>
            </Row>
          </Stack>
        </SectionCard>
      </SimpleGrid>
      <SectionCard title="Performance Overview">
        <Stack gap="2">
          <HStack justify="space-between">
            <Text>Overall Score</Text>
            <Text fontWeight="bold">{score}%</Text>
          </HStack>
          <Progress.Root value={score} max={100} aria-label="Overall score" colorPalette="blue">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          {employee.assessedAt === null ? <NotAssessedNote /> : null}
          {employee.performanceScore !== null ? (
            <Text fontSize="sm" color="fg.muted">
              Last Review Score: {employee.performanceScore}%
            </Text>
          ) : null}
        </Stack>
      </SectionCard>
      <BadgeSection title="Skills" items={employee.skills} variant="subtle" />
      <BadgeSection title="Certifications" items={employee.certifications} variant="outline" />
    </Stack>
  );
}

/**
 * The spec's overall score counts a competency never rated as 50, so a new employee reads 50%: say that it is the
 * default, not an assessment, and where the figure comes from (the same 'not assessed' Team Analytics shows).
 */
function NotAssessedNote() {
  const tabs = useTabsContext();
  const canRate = useCanCall('updateCompetencies');
  return (
    <HStack gap="2" wrap="wrap">
      <Text fontSize="sm" color="fg.muted">
        Not assessed yet: each competency counts as 50% until it is rated.
      </Text>
      {canRate ? (
        <Button variant="plain" size="sm" px="0" colorPalette="blue" onClick={() => tabs.setValue('competencies')}>
          Rate competencies
        </Button>
      ) : null}
    </HStack>
  );
}

/** A card of badges, left out when there is nothing to show. */
function BadgeSection(props: { title: string; items: readonly string[]; variant: 'subtle' | 'outline' }) {
  if (!props.items.length) return null;
  return (
    <SectionCard title={props.title}>
      <HStack gap="2" wrap="wrap">
        {props.items.map((item) => (
          <Badge key={item} variant={props.variant}>
            {item}
          </Badge>
        ))}
      </HStack>
    </SectionCard>
  );
}
