import { Text } from '@chakra-ui/react';
import { AI_DISABLED_MESSAGE } from '@shared/catalog/ai-settings';
import { useCan } from '../lib/use-can';
import { ScreenLink } from './screen-link';

/**
 * What an AI surface shows while the workspace has AI turned off: the server's sentence, and for those who may change
 * it, the way back on.
 */
export function AiOffNotice() {
  const mayChange = useCan('workspace.settings');
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="ai-off-notice">
      {AI_DISABLED_MESSAGE}. {mayChange ? <ScreenLink to="/settings/ai">Turn AI on in AI settings</ScreenLink> : null}
    </Text>
  );
}
