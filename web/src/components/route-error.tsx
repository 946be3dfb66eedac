import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { ErrorComponent, type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { WifiOff } from 'lucide-react';
import { useState } from 'react';
import { useBrandName } from '../lib/branding';
import { checkDeployment, isChunkLoadError } from '../lib/screen-code';

/**
 * What a route shows when it fails, inside the shell. A screen whose code could not be loaded says the server cannot
 * be reached and offers Retry: retry reloads the page only when a new build was deployed, and otherwise loads the
 * screen's code again.
 */
export function RouteError(props: ErrorComponentProps) {
  if (!isChunkLoadError(props.error)) return <ErrorComponent error={props.error} />;
  return <ScreenUnreachable reset={props.reset} />;
}

function ScreenUnreachable({ reset }: { reset: () => void }) {
  const router = useRouter();
  const name = useBrandName();
  const [state, setState] = useState<'idle' | 'checking' | 'still-unreachable'>('idle');
  const retry = async () => {
    setState('checking');
    const deployment = await checkDeployment();
    if (deployment === 'unreachable') {
      setState('still-unreachable');
      return;
    }
    if (deployment === 'new-build') {
      window.location.reload();
      return;
    }
    reset();
    await router.invalidate();
  };
  return (
    <Alert.Root status="warning" variant="surface" role="alert" alignItems="start">
      <Alert.Indicator>
        <WifiOff />
      </Alert.Indicator>
      <Stack gap="3" flex="1">
        <Alert.Title>Can't reach {name ?? 'the server'}</Alert.Title>
        <Alert.Description>
          <Text>
            {state === 'still-unreachable'
              ? 'Still no answer from the server. Check your connection, then retry.'
              : 'This screen could not be loaded because the server did not answer. Your other screens are still here.'}
          </Text>
        </Alert.Description>
        <Button size="sm" alignSelf="start" onClick={retry} loading={state === 'checking'} loadingText="Retrying...">
          Retry
        </Button>
      </Stack>
    </Alert.Root>
  );
}
