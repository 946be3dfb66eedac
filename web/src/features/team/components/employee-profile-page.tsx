import {
  Badge,
  Box,
  Button,
  Grid,
  GridItem,
  Heading,
  HStack,
  Skeleton,
  SkeletonCircle,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { lazyPanel } from '../../../components/lazy-panel';
import { ScrollingTabList } from '../../../components/scrolling-tab-list';
import { useCanCall } from '../../../lib/use-can';
import { useEmployee } from '../api/get-employee';
import { AiInsightsCard } from './ai-insights-card';
import { CompensationTab } from './compensation-tab';
import { DeleteEmployeeButton } from './delete-employee-button';
import { EditProfileDialog } from './edit-profile-dialog';
import { EmployeeAvatar } from './employee-avatar';
import { employmentTypeLabels } from './employment-type-labels';
import { OverviewTab } from './overview-tab';

// The tabs behind a click (the assessment with its radar and sliders, the notes with their dialog) load when first
// opened: the profile route stays within its JS budget.
const CompetenciesTab = lazyPanel(() => import('./competencies-tab').then((m) => m.CompetenciesTab));
const ManagerNotesTab = lazyPanel(() => import('./manager-notes-tab').then((m) => m.ManagerNotesTab));

/** The profile's tabs, in order (spec §2 'Employee profile'). */
const profileTabs = [
  { value: 'overview', label: 'Overview', Panel: OverviewTab },
  { value: 'competencies', label: 'Competencies', Panel: CompetenciesTab },
  { value: 'notes', label: 'Manager Notes', Panel: ManagerNotesTab },
  { value: 'compensation', label: 'Compensation', Panel: CompensationTab },
] as const;

/** /team/{id} (spec §2 'Employee profile'). */
export function EmployeeProfilePage({ id }: { id: string }) {
  const employee = useEmployee(id);
  const canEdit = useCanCall('updateEmployee');
  const canDelete = useCanCall('deleteEmployee');

  return (
    <Stack gap="6">
      <Box>
        <Button asChild variant="ghost" size="sm">
          <Link to="/team">
            <ArrowLeft size={16} aria-hidden />
            Back to Team
          </Link>
        </Button>
      </Box>

      {!employee.data ? (
        <ProfileSkeleton missing={employee.isError} />
      ) : (
        <>
          <HStack gap="4" align="start" wrap="wrap">
            <EmployeeAvatar employee={employee.data} size="2xl" />
            <Stack gap="1" flex="1" minW="12rem">
              <Heading as="h1" size="2xl">
                {employee.data.firstName} {employee.data.lastName}
              </Heading>
              <Text color="fg.muted">{employee.data.position}</Text>
              <HStack gap="2" wrap="wrap">
                {employee.data.department ? <Badge variant="outline">{employee.data.department}</Badge> : null}
                <Badge variant={employee.data.employmentType === 'full-time' ? 'solid' : 'outline'}>
                  {employmentTypeLabels[employee.data.employmentType]}
                </Badge>
                {employee.data.employeeId ? <Badge variant="subtle">ID: {employee.data.employeeId}</Badge> : null}
              </HStack>
            </Stack>
            <HStack gap="2" wrap="wrap">
              {canEdit ? <EditProfileDialog employee={employee.data} /> : null}
              {canDelete ? <DeleteEmployeeButton employee={employee.data} /> : null}
            </HStack>
          </HStack>

          <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
            <GridItem minW="0">
              <Tabs.Root defaultValue="overview" variant="line" lazyMount>
                <ScrollingTabList tabs={profileTabs} />
                {profileTabs.map(({ value, Panel }) => (
                  <Tabs.Content key={value} value={value}>
                    <Panel employee={employee.data} />
                  </Tabs.Content>
                ))}
              </Tabs.Root>
            </GridItem>
            <GridItem minW="0">
              <AiInsightsCard employeeId={employee.data.id} />
            </GridItem>
          </Grid>
        </>
      )}
    </Stack>
  );
}

/** Shown while loading, and for a missing employee (spec §2), with a line saying which it is. */
function ProfileSkeleton({ missing }: { missing: boolean }) {
  return (
    <Stack gap="6" aria-busy={!missing}>
      <Heading as="h1" size="2xl">
        Employee Profile
      </Heading>
      {missing ? <Text color="fg.muted">Employee not found.</Text> : <Text srOnly>Loading employee…</Text>}
      <HStack gap="4">
        <SkeletonCircle size="20" />
        <Stack gap="2" flex="1">
          <Skeleton height="8" width="60%" />
          <Skeleton height="4" width="40%" />
        </Stack>
      </HStack>
      <Skeleton height="64" rounded="l3" />
    </Stack>
  );
}
