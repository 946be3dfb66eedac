import { Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

const MarkdownText = lazy(() => import('./markdown-text'));

/** The answer as plain text until the markdown renderer has loaded, then formatted. */
export function AssistantMarkdown({ content }: { content: string }) {
  return (
    <Suspense fallback={<Text whiteSpace="pre-wrap">{content}</Text>}>
      <MarkdownText>{content}</MarkdownText>
    </Suspense>
  );
}
