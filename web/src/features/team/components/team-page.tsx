import { Group, HStack, IconButton, Input, NativeSelect, SimpleGrid, Skeleton } from '@chakra-ui/react';
import type { Employee } from '@shared/schemas/employee';
import {
  ALL_DEPARTMENTS,
  AVG_PERFORMANCE_HINT,
  byName,
  filterEmployees,
  teamListSummary,
} from '@shared/team/team-summary';
import { LayoutGrid, List, Search, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AddButton } from '../../../components/add-button';
import { ExportLink } from '../../../components/export-link';
import { EmptyList } from '../../../components/list-states';
import { Page } from '../../../components/page';
import { PagedList } from '../../../components/query-states';
import { useCanCall } from '../../../lib/use-can';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useEmployees } from '../api/get-employees';
import { AddEmployeeDialog } from './add-employee-dialog';
import { EmployeeCard, EmployeeRow } from './employee-card';
import { StatGrid } from './stat-card';

type View = 'grid' | 'list';

const views = [
  { value: 'grid', label: 'Grid view', Icon: LayoutGrid },
  { value: 'list', label: 'List view', Icon: List },
] as const;

/** /team (spec §2 'Team list'). */
export function TeamPage() {
  const canManage = useCanCall('createEmployee');
  const [search, setSearch] = useState('');
  const [department, setDepartment] = useState(ALL_DEPARTMENTS);
  const [view, setView] = useState<View>('grid');
  // The server searches and filters (each keystroke's request waits until typing pauses); the counts are the team's.
  const filters = {
    search: useDebouncedValue(search.trim(), 250),
    department: department === ALL_DEPARTMENTS ? undefined : department,
  };
  const employees = useEmployees(filters);
  const team = employees.firstPage?.team;
  const summary = teamListSummary(team ?? { total: 0, fullTime: 0, performanceTotal: 0, departments: [] });
  const departments = team?.departments ?? [];
  // The server's answer is already filtered; narrowing what is loaded shows a change at once, while it is asked.
  // The server pages in creation order; what is loaded reads by name.
  const visible = useMemo(
    () => filterEmployees<Employee>(employees.items, search, department).sort(byName),
    [employees.items, search, department],
  );
  const teamIsEmpty = team?.total === 0;

  return (
    <Page
      title="Team"
      description="Manage your team and track employee performance"
      actions={
        <>
          <ExportLink route="exportEmployees" />
          {canManage ? <AddEmployeeDialog trigger={<AddButton label="Add Employee" colorPalette="blue" />} /> : null}
        </>
      }
    >
      <StatGrid
        loading={employees.isPending}
        stats={[
          { label: 'Total Employees', value: summary.totalEmployees },
          { label: 'Full-Time', value: summary.fullTimeCount },
          { label: 'Avg Performance', value: `${summary.avgPerformance}%`, hint: AVG_PERFORMANCE_HINT },
          { label: 'Departments', value: summary.departments },
        ]}
      />

      <HStack gap="3" wrap="wrap">
        <HStack flex="1" minW="14rem" position="relative">
          <Search size={16} aria-hidden style={{ position: 'absolute', left: 12, zIndex: 1, opacity: 0.6 }} />
          <Input
            ps="9"
            type="search"
            aria-label="Search employees"
            placeholder="Search employees..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </HStack>
        <NativeSelect.Root width={{ base: 'full', sm: '14rem' }}>
          <NativeSelect.Field
            aria-label="Filter by department"
            value={department}
            onChange={(e) => setDepartment(e.target.value)}
          >
            <option value={ALL_DEPARTMENTS}>All Departments</option>
            {departments.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Group attached role="group" aria-label="View">
          {views.map(({ value, label, Icon }) => (
            <IconButton
              key={value}
              aria-label={label}
              aria-pressed={view === value}
              variant={view === value ? 'solid' : 'outline'}
              onClick={() => setView(value)}
            >
              <Icon size={16} />
            </IconButton>
          ))}
        </Group>
      </HStack>

      <PagedList
        query={employees}
        items={visible}
        what="employees"
        label="Employees"
        columns={view === 'grid' ? { base: 1, md: 2, xl: 3 } : undefined}
        gap={view === 'grid' ? '4' : '2'}
        loading={
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-busy="true" aria-label="Loading employees">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height="52" rounded="l3" />
            ))}
          </SimpleGrid>
        }
        failed="Employees could not be loaded"
        empty={
          <EmptyList
            icon={<Users aria-hidden />}
            title="No Employees Found"
            description={
              teamIsEmpty ? 'Start by adding your first team member' : 'Try adjusting your search or filters'
            }
            action={
              teamIsEmpty && canManage ? (
                <AddEmployeeDialog trigger={<AddButton label="Add First Employee" colorPalette="blue" />} />
              ) : null
            }
          />
        }
      >
        {(employee) => (
          <li>{view === 'grid' ? <EmployeeCard employee={employee} /> : <EmployeeRow employee={employee} />}</li>
        )}
      </PagedList>
    </Page>
  );
}
