import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast, type ToastOptions } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import type { NotifyOptions } from './toaster';
import { useSwipeToDismiss } from './use-swipe-to-dismiss';

/**
 * The toast region and its machine (zag's, ~9 KB gz), loaded with the first toast: screens show toasts through
 * `notify` (./toaster), which carries none of this.
 */

/** Spec §9: one toast at a time, shown for 5000 ms; F8 moves focus to the notification region. */
export const TOAST_DURATION_MS = 5000;

export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

/** The newest toast wins: the current one is dismissed instead of queueing the new one behind it. */
export function showToast(options: NotifyOptions): void {
  toaster.dismiss();
  toaster.create(options);
}

let markRegionMounted: () => void = () => undefined;
/**
 * Settles once a region is on the page. A toast is created after it: a live region inserted together with its first
 * message is often not announced by screen readers.
 */
export const regionMounted = new Promise<void>((resolve) => {
  markRegionMounted = resolve;
});

/**
 * Chakra's success toast is white on green.600 (3.3:1) with a dimmed description; green.700 and full opacity
 * bring every toast to WCAG AA (≥ 4.5:1) for its small text.
 */
const AA_CONTRAST = {
  '&[data-type=success]': { bg: 'green.700' },
  '& [data-part=description]': { opacity: 1 },
} as const;

function ToastItem({ toast }: { toast: ToastOptions }) {
  const swipe = useSwipeToDismiss(() => toaster.dismiss(toast.id));
  return (
    <Toast.Root width={{ md: 'sm' }} css={AA_CONTRAST} {...swipe}>
      <Toast.Indicator />
      <Stack gap="1" flex="1" maxWidth="100%">
        {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
        {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
      </Stack>
      {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
      <Toast.CloseTrigger aria-label="Dismiss notification">
        <X size={16} aria-hidden />
      </Toast.CloseTrigger>
    </Toast.Root>
  );
}

export function Toaster() {
  // Child effects run first: the region's machine already follows the toaster's store when this one marks it mounted.
  useEffect(() => markRegionMounted(), []);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => <ToastItem toast={toast} />}
      </ChakraToaster>
    </Portal>
  );
}
