import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * What the workspace tells its AI: instructions, glossary and goals (`shared/schemas/ai-settings.ts`), one item per
 * workspace (`WS#<id>` / `AI_GUIDANCE`). Its own item, apart from the workspace's, because it is up to ~10 KB of text
 * that only the AI features read; the on/off switch lives on the workspace item, which the middleware reads anyway.
 */
export const storedAiGuidanceV1 = z.object({
  instructions: z.string(),
  glossary: z.array(z.object({ term: z.string(), meaning: z.string() })),
  goals: z.string(),
  updatedAt: z.string(),
  updatedByUserId: z.string(),
});

export const aiGuidanceEntity = defineWorkspaceEntity('AiGuidance', storedAiGuidanceV1, 'AI_GUIDANCE');
