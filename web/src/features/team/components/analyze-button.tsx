import { Button } from '@chakra-ui/react';
import { Brain } from 'lucide-react';
import type { ReactNode } from 'react';

/** The team screens' AI analysis button (an employee's, the team's): blue with a brain, 'Analyzing...' while it runs. */
export function AnalyzeButton({
  onAnalyze,
  pending,
  disabled,
  children,
}: {
  onAnalyze: () => void;
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button colorPalette="blue" onClick={onAnalyze} loading={pending} loadingText="Analyzing..." disabled={disabled}>
      <Brain size={16} aria-hidden />
      {children}
    </Button>
  );
}
