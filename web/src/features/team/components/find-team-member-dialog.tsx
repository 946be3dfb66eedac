import { Badge, Box, Button, CloseButton, Dialog, HStack, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { analystLabel } from '@shared/format/analyst-label';
import type { Task } from '@shared/schemas/task';
import { matchBadgeVariant, matchLabel, showsHighPriorityNotice } from '@shared/team/match-label';
import { Link } from '@tanstack/react-router';
import { AlertTriangle, Clock, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { useAssignTask } from '../api/assign-task';
import { useRecommendAssignment } from '../api/recommend-assignment';
import { badgeProps } from './badge-props';

/**
 * The Tasks page's AI assignment dialog (spec §2): ranked matches for `task`, the first labelled 'Top
 * Recommendation', a 'High Priority Task' notice when a high-priority task's top match is 80 or more, and an
 * Assign button per match. Open while `task` is set.
 */
export function FindTeamMemberDialog({ task, onClose }: { task: Task | undefined; onClose: () => void }) {
  const recommend = useRecommendAssignment();
  const assign = useAssignTask({ onSuccess: onClose });
  const taskId = task?.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the task id only; `recommend` is a new object every render and must not re-trigger the request
  useEffect(() => {
    if (taskId) recommend.mutate(taskId);
    else recommend.reset();
  }, [taskId]);

  const matches = recommend.data ?? [];
  const top = matches[0];

  return (
    <Dialog.Root open={Boolean(task)} onOpenChange={(e) => !e.open && onClose()} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Stack gap="1">
                <Dialog.Title>
                  <HStack gap="2">
                    <Sparkles size={18} aria-hidden />
                    Find Team Member
                  </HStack>
                </Dialog.Title>
                <Dialog.Description color="fg.muted" fontSize="sm">
                  Best matches for “{task?.title}”
                </Dialog.Description>
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              {recommend.isPending || (task && recommend.isIdle) ? (
                <HStack gap="3" py="8" justify="center" color="fg.muted" aria-live="polite">
                  <Spinner size="sm" />
                  <Text>Analyzing team members…</Text>
                </HStack>
              ) : recommend.isError ? (
                <Stack gap="3" py="6" align="center" textAlign="center">
                  <Text>Recommendations could not be generated.</Text>
                  <Button size="sm" variant="outline" onClick={() => taskId && recommend.mutate(taskId)}>
                    Try again
                  </Button>
                </Stack>
              ) : matches.length === 0 ? (
                <Stack gap="2" py="6" align="center" textAlign="center">
                  <Text fontWeight="semibold">No team members yet</Text>
                  <Text color="fg.muted" fontSize="sm">
                    Add employees on the{' '}
                    <Link to="/team" style={{ textDecoration: 'underline' }}>
                      Team page
                    </Link>{' '}
                    to get recommendations.
                  </Text>
                </Stack>
              ) : (
                <Stack gap="3">
                  {task && showsHighPriorityNotice(task.priority, top?.matchScore) ? (
                    <HStack gap="3" p="3" rounded="l2" bg="orange.subtle" color="orange.fg" align="start" role="note">
                      <AlertTriangle size={18} aria-hidden />
                      <Stack gap="0">
                        <Text fontWeight="semibold">High Priority Task</Text>
                        <Text fontSize="sm">
                          {top!.employee.name} is a {matchLabel(top!.matchScore).toLowerCase()} ({top!.matchScore}%);
                          assign soon to keep this on track.
                        </Text>
                      </Stack>
                    </HStack>
                  ) : null}
                  <Text fontSize="xs" color="fg.muted">
                    Ranked by {analystLabel(top!.source, null)}
                  </Text>
                  <Box maxH="24rem" overflowY="auto" tabIndex={0} aria-label="Recommended team members" pe="1">
                    <Stack as="ol" listStyleType="none" gap="3">
                      {matches.map((m, index) => (
                        <Box
                          as="li"
                          key={m.id}
                          borderWidth="1px"
                          rounded="l2"
                          p="4"
                          borderColor={index === 0 ? 'blue.solid' : undefined}
                        >
                          <HStack justify="space-between" align="start" gap="3">
                            <Stack gap="0.5" minW="0">
                              {index === 0 ? (
                                <Badge alignSelf="start" variant="solid" colorPalette="blue">
                                  Top Recommendation
                                </Badge>
                              ) : null}
                              <Text fontWeight="semibold">{m.employee.name}</Text>
                              <Text fontSize="sm" color="fg.muted">
                                {m.employee.position}
                                {m.employee.department ? ` · ${m.employee.department}` : ''}
                              </Text>
                            </Stack>
                            <Stack gap="1" align="end" flexShrink="0">
                              <Text fontSize="xl" fontWeight="bold">
                                {m.matchScore}%
                              </Text>
                              <Badge {...badgeProps(matchBadgeVariant(m.matchScore))}>{matchLabel(m.matchScore)}</Badge>
                            </Stack>
                          </HStack>
                          <HStack gap="4" mt="2" fontSize="sm" color="fg.muted" wrap="wrap">
                            <Text>Skill match {m.skillMatch}%</Text>
                            <Text>Workload balance {m.workloadBalance}%</Text>
                            <HStack gap="1">
                              <Clock size={14} aria-hidden />
                              <Text>~{m.estimatedCompletionTime}h</Text>
                            </HStack>
                          </HStack>
                          <Text mt="2" fontSize="sm">
                            {m.reasoning}
                          </Text>
                          <HStack justify="end" mt="3">
                            <Button
                              size="sm"
                              colorPalette="blue"
                              variant={index === 0 ? 'solid' : 'outline'}
                              aria-label={`Assign to ${m.employee.name}`}
                              loading={assign.isPending && assign.variables?.employeeId === m.employeeId}
                              disabled={assign.isPending}
                              onClick={() =>
                                task &&
                                assign.mutate({
                                  taskId: task.id,
                                  employeeId: m.employeeId,
                                  employeeName: m.employee.name,
                                })
                              }
                            >
                              Assign
                            </Button>
                          </HStack>
                        </Box>
                      ))}
                    </Stack>
                  </Box>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
