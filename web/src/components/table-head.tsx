import { Box, Table } from '@chakra-ui/react';

/**
 * A table's header row, one column a label. `hiddenActions` adds a last column for a row's buttons, named 'Actions'
 * for screen readers only: a visible heading over a column of buttons says nothing a sighted reader needs.
 */
export function TableHead({ columns, hiddenActions }: { columns: readonly string[]; hiddenActions?: boolean }) {
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((label) => (
          <Table.ColumnHeader key={label}>{label}</Table.ColumnHeader>
        ))}
        {hiddenActions ? (
          <Table.ColumnHeader>
            <Box srOnly>Actions</Box>
          </Table.ColumnHeader>
        ) : null}
      </Table.Row>
    </Table.Header>
  );
}
