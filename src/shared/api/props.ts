import { z } from 'zod';

/** Admin spec section 3: a player prop. Absent parts are null. */
export const playerPropSchema = z.object({
  id: z.string(),
  fullText: z.string().nullable(),
  player: z.string().nullable(),
  team: z.string().nullable(),
  position: z.string().nullable(),
  propType: z.string().nullable(),
  line: z.number().nullable(),
  notes: z.string().nullable(),
  propInsight: z.string().nullable(),
  source: z.enum(['odds-api', 'admin']),
  commenceTime: z.string().nullable(),
  /** The side an admin prop backs, read from its text; absent for book markets (both sides). */
  side: z.enum(['over', 'under']).nullable().optional(),
});
export type PlayerProp = z.infer<typeof playerPropSchema>;

export const playerPropsResponseSchema = z.object({ data: z.array(playerPropSchema) });

/** An admin types a prop as free text ('Patrick Mahomes (KC) over 274.5 passing yards'). */
export const createPropRequestSchema = z
  .object({
    licenseKey: z.string().max(200).optional(),
    fullText: z
      .string()
      .trim()
      .min(1, 'fullText is required')
      .max(500, 'fullText may be at most 500 characters'),
    propInsight: z.string().trim().max(500, 'propInsight may be at most 500 characters').optional(),
    /** Hide the prop after this moment; default: 7 days. */
    expiresAt: z.iso.datetime({ error: 'expiresAt must be an ISO date-time' }).optional(),
  })
  .strict();
export const propIdParamsSchema = z.object({ id: z.uuid('id must be a prop id') }).strict();

/** Admin create and remove answers. */
export const propMutationResponseSchema = z.object({ message: z.string(), prop: playerPropSchema });
