import { Box, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { roleDescriptions, roleLabels } from '@shared/access/roles';
import { returnToQuery } from '@shared/security/return-path';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { routeQueryOptions } from '../../../lib/api-query';
import { callRoute } from '../../../lib/api-route';
import { useAuthUser } from '../../../lib/auth';
import { SIGN_IN_URL, SIGN_OUT_URL } from '../../../lib/auth-user';
import { formatInstantDate } from '../../../lib/format-date';
import { navigateTo } from '../../../lib/navigate';
import { useRouteMutation } from '../../../lib/route-mutation';
import { serverMessage } from '../../../lib/server-message';

/** Why a link does not work, in words (the API's own for 410; these for the rest). */
function failureText(error: unknown): { title: string; detail: string } {
  if (error instanceof ApiError && error.status === 410) {
    return {
      title: serverMessage(error) ?? 'This invitation no longer works',
      detail: 'Ask the person who invited you for a new one.',
    };
  }
  if (error instanceof ApiError && error.status === 404) {
    return {
      title: 'This invitation link is not valid',
      detail: 'It may have been replaced by a newer one. Ask the person who invited you to send it again.',
    };
  }
  return { title: 'The invitation could not be loaded', detail: serverMessage(error) ?? 'Try again in a moment.' };
}

/**
 * `/invite/{token}`: the invitation, then the way in — sign in or create an account with the invited address (both
 * come back here), then Accept. Works signed out (its own small entry) and inside the signed-in app.
 */
export function InvitationPage({ token }: { token: string }) {
  const invitation = useQuery({ ...routeQueryOptions('getInvitation', { params: { token } }), retry: false });
  const user = useAuthUser().data ?? null;
  const accept = useRouteMutation('acceptInvitation', {
    mutationFn: () => callRoute('acceptInvitation', { params: { token } }),
    // A full load of the app in the new workspace: nothing cached is kept, and the used invitation is not read again
    // (it would show 'already been used' for a moment).
    onSuccess: () => navigateTo('/'),
  });
  const here = `/invite/${token}`;
  const back = returnToQuery(here);
  return (
    <Box maxW="lg" mx="auto" py="10" px="4" as="main">
      <Card.Root variant="outline">
        <Card.Body>
          {invitation.isPending ? (
            <Stack gap="3" aria-busy="true" aria-label="Loading the invitation">
              <Skeleton height="8" />
              <Skeleton height="20" />
            </Stack>
          ) : invitation.isError ? (
            <Stack gap="3" role="alert">
              <Heading as="h1" size="lg">
                {failureText(invitation.error).title}
              </Heading>
              <Text color="fg.muted">{failureText(invitation.error).detail}</Text>
            </Stack>
          ) : (
            <Stack gap="4">
              <Heading as="h1" size="lg">
                Join {invitation.data.workspaceName}
              </Heading>
              <Text>
                {invitation.data.invitedBy} invited <strong>{invitation.data.email}</strong> to join as{' '}
                <strong>{roleLabels[invitation.data.role]}</strong>.
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {roleDescriptions[invitation.data.role]}. The invitation expires{' '}
                {formatInstantDate(invitation.data.expiresAt)}.
              </Text>
              {user ? (
                user.email?.toLowerCase() === invitation.data.email ? (
                  <Stack gap="3">
                    <Button onClick={() => accept.mutate()} loading={accept.isPending}>
                      Accept invitation
                    </Button>
                    {accept.error ? (
                      <Text role="alert" color="fg.error">
                        {serverMessage(accept.error) ?? 'The invitation could not be accepted'}
                      </Text>
                    ) : null}
                  </Stack>
                ) : (
                  <Stack gap="3" role="status">
                    <Text>
                      You are signed in as {user.email}. Sign in with {invitation.data.email} to accept this invitation.
                    </Text>
                    <Button asChild variant="outline">
                      <a href={SIGN_OUT_URL}>Sign out</a>
                    </Button>
                  </Stack>
                )
              ) : (
                <Stack gap="3">
                  <Text>Sign in or create an account with {invitation.data.email}, then accept.</Text>
                  <HStack gap="3" wrap="wrap">
                    <Button asChild>
                      <a href={`${SIGN_IN_URL}${back}`}>Sign in</a>
                    </Button>
                    <Button asChild variant="outline">
                      <a href={`${SIGN_IN_URL}?mode=sign-up${returnToQuery(here, '&')}`}>Create an account</a>
                    </Button>
                  </HStack>
                </Stack>
              )}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
