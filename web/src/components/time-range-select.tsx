import { NativeSelect } from '@chakra-ui/react';
import { type KpiTimeRange, kpiTimeRangeLabels, kpiTimeRanges } from '@shared/catalog/kpi-time-ranges';

/** The period a screen's figures cover (the dashboard's KPIs, the financial analysis), named by `label`. */
export function TimeRangeSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: KpiTimeRange;
  onChange: (range: KpiTimeRange) => void;
}) {
  return (
    <NativeSelect.Root size="sm" width="40">
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as KpiTimeRange)}
      >
        {kpiTimeRanges.map((range) => (
          <option key={range} value={range}>
            {kpiTimeRangeLabels[range]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
