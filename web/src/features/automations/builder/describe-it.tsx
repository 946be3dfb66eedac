import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { DraftAutomationResult } from '@shared/schemas/automation-draft';
import { DRAFT_TEXT_MAX } from '@shared/schemas/automation-draft';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { AiOffNotice } from '../../../components/ai-off-notice';
import { TextareaField } from '../../../components/form/textarea-field';
import { serverMessage } from '../../../lib/server-message';
import { useAiEnabled } from '../../../lib/use-can';
import { useDraftAutomation } from '../api/draft-automation';

/**
 * 'Describe it': plain words in, a proposal out, shown as cards marked 'Proposal'. Nothing is saved here; the builder
 * saves only when the person approves. With the workspace's AI off, the sentence saying so stands in its place.
 */
export function DescribeIt({ onProposal }: { onProposal: (result: DraftAutomationResult) => void }) {
  const [text, setText] = useState('');
  const draft = useDraftAutomation();
  const aiEnabled = useAiEnabled();
  if (!aiEnabled) return <AiOffNotice />;
  const failure = draft.error ? serverMessage(draft.error) : undefined;
  return (
    <Stack
      as="form"
      gap="2"
      onSubmit={(e) => {
        e.preventDefault();
        draft.mutate(text, { onSuccess: onProposal });
      }}
    >
      <TextareaField
        label="Describe it"
        name="describe"
        rows={2}
        maxLength={DRAFT_TEXT_MAX}
        value={text}
        onChange={setText}
        placeholder="When a Shopify order over $500 comes in, tell #sales on Slack and create a task for Sam"
        helper="Nothing is saved until you approve the proposal."
        error={failure}
      />
      <HStack>
        <Button type="submit" size="sm" loading={draft.isPending} loadingText="Proposing..." disabled={!text.trim()}>
          <Sparkles size={14} aria-hidden />
          Propose
        </Button>
        {draft.data ? (
          <Text fontSize="xs" color="fg.muted">
            {draft.data.source === 'openai'
              ? `Proposed by OpenAI (${draft.data.model})`
              : 'Proposed by the built-in engine'}
          </Text>
        ) : null}
      </HStack>
    </Stack>
  );
}
