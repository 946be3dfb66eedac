import { Link as ChakraLink, Code, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { lazyPanel } from '../../components/lazy-panel';
import { Page } from '../../components/page';
import { SectionCard } from '../../components/section-card';
import { firstRequestCurl } from './first-request';

/** The reference library is large: it loads when this page shows, never with the rest of the app. */
const LazyScalarReference = lazyPanel(() => import('./scalar-reference').then((m) => m.ScalarReference));

/** `/developers`: how to make a first request, then every route a key may call, rendered from `/api/openapi.json`. */
export function ApiReferencePage() {
  return (
    <Page
      title="API reference"
      description="The routes the web app uses, callable with an API key: scopes, limits and every schema."
    >
      <SectionCard title="Your first request">
        <Stack gap="3">
          <Text>
            Create a key with the <Code>tasks:read</Code> scope under{' '}
            <ChakraLink asChild colorPalette="blue" textDecoration="underline">
              <Link to="/settings/developers">Settings → Developers</Link>
            </ChakraLink>
            , then list your tasks:
          </Text>
          <Code as="pre" display="block" whiteSpace="pre-wrap" p="3" data-testid="first-request">
            {firstRequestCurl(window.location.origin)}
          </Code>
          <Text color="fg.muted">
            The machine-readable description is at{' '}
            <ChakraLink href="/api/openapi.json" colorPalette="blue" textDecoration="underline">
              /api/openapi.json
            </ChakraLink>{' '}
            (OpenAPI 3.1).
          </Text>
        </Stack>
      </SectionCard>
      <LazyScalarReference />
    </Page>
  );
}
