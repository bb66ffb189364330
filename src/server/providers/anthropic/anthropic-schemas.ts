import { z } from 'zod';

/**
 * Anthropic Messages API bodies (api-contracts.md section d). Content blocks other than text
 * (tool_use, thinking, ...) are allowed through untyped: BetLens never asks for them, and a new
 * block type must not turn a finished answer into a failure.
 */

export const anthropicContentBlockSchema = z.looseObject({
  type: z.string(),
  text: z.string().optional(),
});

export const anthropicMessageSchema = z.looseObject({
  id: z.string(),
  type: z.literal('message'),
  role: z.literal('assistant'),
  model: z.string(),
  content: z.array(anthropicContentBlockSchema),
  // Only null while streaming, which this adapter does not use; tolerated rather than fatal.
  stop_reason: z.string().nullable(),
  usage: z
    .looseObject({
      input_tokens: z.number().nullish(),
      output_tokens: z.number().nullish(),
    })
    .nullish(),
});

export const anthropicErrorSchema = z.looseObject({
  type: z.literal('error'),
  error: z.looseObject({
    type: z.string(),
    message: z.string().optional(),
    details: z.looseObject({ error_code: z.string().nullish() }).nullish(),
  }),
  request_id: z.string().nullish(),
});

export type AnthropicMessage = z.infer<typeof anthropicMessageSchema>;

/** A 429 with this code is the monthly spend cap: waiting seconds will not lift it. */
export const SPEND_LIMIT_ERROR_CODE = 'enforced_spend_limit_reached';

/** Concatenated text blocks, in order; other block types are skipped. */
export function messageText(content: AnthropicMessage['content']): string {
  return content
    .filter((block) => block.type === 'text' && typeof block.text === 'string')
    .map((block) => block.text)
    .join('');
}

/** The error's details.error_code from a raw error body, if it is Anthropic's error JSON. */
export function errorCodeOf(bodyText: string): string | undefined {
  try {
    const parsed = anthropicErrorSchema.safeParse(JSON.parse(bodyText));
    return parsed.success ? (parsed.data.error.details?.error_code ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}
