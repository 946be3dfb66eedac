import * as z from '@shared/zod';
import { CHAT_MESSAGE_EMPTY, CHAT_MESSAGE_MAX } from '../assistant/message-limits';
import { groupThousands } from '../format/group-thousands';
import { actionTypeSchema, automationActionConfigSchema, triggerTypeSchema } from './automation';
import { createScenarioSchema } from './forecast';
import { nullableString } from './nullable';
import { pageOf, pageQuerySchema } from './pagination';
import { requiredText } from './required-text';
import { taskPrioritySchema } from './task';

/** The engine label of the deterministic assistant that answers without an OpenAI key. */
export const BUILT_IN_ASSISTANT_LABEL = 'Built-in assistant';

export const chatRoles = ['user', 'assistant'] as const;
export type ChatRole = (typeof chatRoles)[number];

/** One tool call an answer rests on: which tool, with which arguments, and what it found in a few words. */
export const chatSourceSchema = z.object({
  tool: z.string(),
  /** The tool's label for people, e.g. 'Tasks'. */
  label: z.string(),
  args: z.record(z.string(), z.unknown()),
  summary: z.string(),
});
export type ChatSource = z.infer<typeof chatSourceSchema>;

export const chatActionTypes = [
  'create_task',
  'assign_task',
  'create_automation',
  'send_email',
  'create_scenario',
] as const;
export const chatActionTypeSchema = z.enum(chatActionTypes);
export type ChatActionType = z.infer<typeof chatActionTypeSchema>;

/** `pending` until the user confirms or cancels it; a pending action not confirmed within 24 h is `expired`. */
export const chatActionStatuses = ['pending', 'confirmed', 'cancelled', 'expired'] as const;
export const chatActionStatusSchema = z.enum(chatActionStatuses);
export type ChatActionStatus = z.infer<typeof chatActionStatusSchema>;

/** What a confirmed action did, e.g. the task it created (with its id, so the card can link to it). */
export const chatActionResultSchema = z.object({
  message: z.string(),
  taskId: z.optional(z.string()),
  automationId: z.optional(z.string()),
  outboxMessageId: z.optional(z.string()),
  scenarioId: z.optional(z.string()),
});
export type ChatActionResult = z.infer<typeof chatActionResultSchema>;

/** A proposed change as the chat shows it: a card with Confirm / Cancel while pending. */
export const chatActionSchema = z.object({
  id: z.string(),
  type: chatActionTypeSchema,
  summary: z.string(),
  status: chatActionStatusSchema,
  /** When a pending action stops being confirmable (24 h after it was proposed). */
  expiresAt: z.string(),
  result: z.nullable(chatActionResultSchema),
});
export type ChatAction = z.infer<typeof chatActionSchema>;

/** A chat message (spec §3) with what an answer rests on (`sources`), who wrote it (`engine`) and its proposals. */
export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(chatRoles),
  content: z.string(),
  createdAt: z.string(),
  sources: z.array(chatSourceSchema),
  /** 'Built-in assistant' or the OpenAI model that wrote an assistant message; null on the user's messages. */
  engine: nullableString,
  actions: z.array(chatActionSchema),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** `POST /api/chat/send`. */
export const sendChatMessageRequestSchema = z.object({
  content: requiredText(CHAT_MESSAGE_MAX, {
    required: CHAT_MESSAGE_EMPTY,
    tooLong: `Message must be at most ${groupThousands(CHAT_MESSAGE_MAX)} characters`,
  }),
});
export type SendChatMessageRequest = z.input<typeof sendChatMessageRequestSchema>;

export const sendChatMessageResponseSchema = z.object({
  userMessage: chatMessageSchema,
  assistantMessage: chatMessageSchema,
});
export type SendChatMessageResponse = z.infer<typeof sendChatMessageResponseSchema>;

/**
 * `GET /api/chat/messages?limit=&cursor=`, the shared paging convention: the latest `limit` (50) messages oldest
 * first; `cursor` fetches the page before them.
 */
export const chatHistoryQuerySchema = pageQuerySchema;
export const chatHistorySchema = pageOf(chatMessageSchema);
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/** What a pending action would do, as stored with it (validated again when it is confirmed). */
export const chatActionPayloadSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('create_task'),
    title: requiredText(200),
    description: z.nullable(z.string().check(z.maxLength(5000))),
    priority: taskPrioritySchema,
    dueDate: nullableString,
    /** The employee to assign the new task to (absent on actions stored before assignees could be named). */
    assigneeEmployeeId: z.optional(nullableString),
    assigneeName: z.optional(nullableString),
  }),
  z.object({
    type: z.literal('assign_task'),
    taskId: z.string().check(z.minLength(1)),
    taskTitle: z.string(),
    employeeId: z.string().check(z.minLength(1)),
    employeeName: z.string(),
  }),
  z.object({
    type: z.literal('create_automation'),
    name: requiredText(120),
    description: z.nullable(z.string().check(z.maxLength(1000))),
    triggerType: triggerTypeSchema,
    actionType: actionTypeSchema,
    actionConfig: automationActionConfigSchema,
  }),
  z.object({
    type: z.literal('send_email'),
    to: z.email().check(z.maxLength(254)),
    subject: requiredText(200),
    body: requiredText(5000),
  }),
  /** A forecast scenario, saved as `POST /api/forecast/scenarios` would save it. */
  z.object({ type: z.literal('create_scenario'), ...createScenarioSchema.shape }),
]);
export type ChatActionPayload = z.infer<typeof chatActionPayloadSchema>;
