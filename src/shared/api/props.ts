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
  /** The game, away @ home ('KC @ BUF'), when the prop belongs to one. */
  game: z.string().nullable(),
  /**
   * An admin prop: the side its text backs. A book prop: the side shown (the larger edge, else the
   * Over or Yes), with its best price and book; Yes/No markets have no line.
   */
  side: z.enum(['over', 'under', 'yes', 'no']).nullable().optional(),
  /** Book props: the shown side's best American price and the book offering it (display name). */
  price: z.number().nullable(),
  book: z.string().nullable(),
  /** Fair American price of the shown side from the books' no-vig prices; null under two books. */
  fairPrice: z.number().nullable(),
  /** EV % of the price against the fair probability; null without a fair price. */
  edge: z.number().nullable(),
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
