import { Center, Dialog, Spinner } from '@chakra-ui/react';
import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A dialog's form whose code loads when the dialog first opens (forms carry their schemas, and with them zod, which
 * the screen behind the button does not need): `load` imports the form's module and picks its component
 * (`() => import('./x').then((m) => m.X)`); the props pass through. Meanwhile the dialog shows its `title` (the one
 * the form shows) over a spinner: the dialog takes its accessible name from the title present when it opens, so a
 * title that came only with the form would leave it unnamed.
 */
export function lazyDialogForm<P extends object>(
  title: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Form = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialogForm(props: P) {
    return (
      <Suspense
        fallback={
          <>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Center p="8">
                <Spinner aria-label="Loading" />
              </Center>
            </Dialog.Body>
          </>
        }
      >
        <Form {...props} />
      </Suspense>
    );
  };
}
