import { Collapsible, List, Text } from '@chakra-ui/react';
import type { ChatSource } from '@shared/schemas/assistant';
import { ChevronRight } from 'lucide-react';

const keyOf = (source: ChatSource) => `${source.tool}:${JSON.stringify(source.args)}`;

const argsText = (args: Record<string, unknown>) =>
  Object.entries(args)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(', ');

/** What an answer rests on: each tool called, with its arguments and what it found. Collapsed by default. */
export function MessageSources({ sources }: { sources: ChatSource[] }) {
  // A tool asked twice with the same arguments answered the same: listed once.
  const unique = [...new Map(sources.map((s) => [keyOf(s), s])).values()];
  if (unique.length === 0) return null;
  return (
    <Collapsible.Root>
      <Collapsible.Trigger
        display="inline-flex"
        alignItems="center"
        gap="1"
        fontSize="xs"
        color="fg.muted"
        cursor="pointer"
        _hover={{ textDecoration: 'underline' }}
        // The chevron says which way the list goes: right while it is shut, down once it is open.
        _open={{ '& svg': { transform: 'rotate(90deg)' } }}
      >
        <ChevronRight size={14} aria-hidden />
        Sources ({unique.length})
      </Collapsible.Trigger>
      <Collapsible.Content>
        <List.Root fontSize="xs" color="fg.muted" ps="4" pt="1" gap="1">
          {unique.map((source) => (
            <List.Item key={keyOf(source)}>
              <Text as="span" fontWeight="medium">
                {source.label}
              </Text>
              {Object.keys(source.args).length ? ` (${argsText(source.args)})` : ''} — {source.summary}
            </List.Item>
          ))}
        </List.Root>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
