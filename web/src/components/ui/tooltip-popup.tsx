import { Tooltip as ChakraTooltip, Portal } from '@chakra-ui/react';
import { type TooltipProps, useTooltipDelay } from './tooltip';

/** The tooltip itself, loaded by `Tooltip` when first enabled. */
export default function TooltipPopup({ content, children, placement = 'right' }: Omit<TooltipProps, 'disabled'>) {
  const { openDelay, onClosed } = useTooltipDelay();
  return (
    <ChakraTooltip.Root
      openDelay={openDelay}
      closeDelay={0}
      positioning={{ placement }}
      onOpenChange={(details) => {
        if (!details.open) onClosed();
      }}
    >
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
