import { z } from 'zod';
import { PICKS_SPORT_FILTERS } from '../league';
import { isoDate } from './common';
import { CONTEXTUAL_FACTORS, gameSchema, PRICED_MARKETS } from './games';

/** Admin calls of the admin spec section 7. Every admin body may carry the key as licenseKey. */
const adminKey = z.string().max(200, 'licenseKey is too long').optional();

const sportFilter = z
  .enum(PICKS_SPORT_FILTERS, { error: "sport must be 'nfl', 'college' or 'all'" })
  .default('all');

export const adminGamesQuerySchema = z
  .object({
    sport: sportFilter,
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    forceRefresh: z.enum(['true', 'false'], { error: 'forceRefresh must be true or false' }).default('false'),
  })
  .strict();

/** A game as the admin sees it: the latest analysis plus what has been published for it. */
export const adminGameSchema = gameSchema.extend({
  /** Versions published so far (0 when never published). */
  publishedVersions: z.number().int(),
  publishedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  reason: z.string().nullable(),
});
export type AdminGame = z.infer<typeof adminGameSchema>;

export const adminGamesResponseSchema = z.object({
  /** Each game's latest analysis through the publish guards (src/shared/curation/publish-guards.ts). */
  games: z.array(adminGameSchema),
  /** The guards' settings, so the page previews Approve All exactly as the server will decide it. */
  publishGuards: z.object({ verifyEdgeAbove: z.number() }),
  totalGames: z.number().int(),
  /** Present when forceRefresh=true started (or joined) a refresh job. */
  jobId: z.string().optional(),
  dateRange: z.object({ startDate: z.string(), endDate: z.string() }),
});
export type AdminGamesResponse = z.infer<typeof adminGamesResponseSchema>;

export const JOB_STATUSES = ['processing', 'completed', 'failed'] as const;
export const refreshStatusResponseSchema = z.object({
  jobId: z.string(),
  kind: z.string(),
  /** A queued job is reported as processing (spec section 3 has three states). */
  status: z.enum(JOB_STATUSES),
  progress: z.number().int(),
  processed: z.number().int(),
  total: z.number().int(),
  message: z.string(),
  error: z.string().nullable(),
});
export type RefreshStatus = z.infer<typeof refreshStatusResponseSchema>;
export const jobIdParamsSchema = z.object({ jobId: z.uuid('jobId must be a job id') }).strict();

export const generationRequestSchema = z
  .object({
    licenseKey: adminKey,
    startDate: isoDate,
    endDate: isoDate,
  })
  .strict();
/** Generation runs while the request waits (the spec's toast says it is complete). */
export const generationResponseSchema = z.object({
  message: z.string(),
  analyzed: z.number().int(),
});

/** Injury adjustment in points, steps of 0.5 (positive: the favourite is weakened). */
export const injuryAdjustmentInput = z
  .number({ error: 'injuryAdjustment must be a number' })
  .min(-21, 'injuryAdjustment must be between -21 and 21')
  .max(21, 'injuryAdjustment must be between -21 and 21')
  .refine((v) => Number.isInteger(v * 2), 'injuryAdjustment must be in steps of 0.5');

export const contextualFactorsInput = z
  .array(z.enum(CONTEXTUAL_FACTORS, { error: `contextualFactors may hold ${CONTEXTUAL_FACTORS.join(', ')}` }))
  .max(CONTEXTUAL_FACTORS.length)
  .refine((list) => new Set(list).size === list.length, 'contextualFactors must not repeat');

export const EXPERT_NOTE_MAX = 300;
export const GAME_NOTES_MAX = 2000;

const gameId = z.uuid('gameId must be a game id');
const reason = z.string().max(500, 'reason may be at most 500 characters').optional();
/**
 * The admin's explicit confirmation, with the reason typed on the card, to publish a game whose only
 * current price is off-market (docs/curation.md, publish-guards.ts). The server checks it (trimmed, 5–300
 * characters, in words); such a pick carries no stake and is never texted.
 */
const confirmOffMarket = z
  .string({ error: 'confirmOffMarket must be the reason, as text' })
  .trim()
  .min(5, 'confirmOffMarket must name the reason (at least 5 characters)')
  .max(300, 'confirmOffMarket may be at most 300 characters')
  .refine((text) => /\p{L}{2}/u.test(text), 'confirmOffMarket must say in words why the price is right')
  .optional();

/** What approving a game will publish (src/shared/curation/pick-preview.ts). */
export const pickPreviewSchema = z.object({
  gameId: z.string(),
  /** The lead price's market (issue 21). */
  market: z.enum(PRICED_MARKETS),
  side: z.enum(['home', 'away', 'over', 'under']),
  /** Null on a total. */
  team: z.string().nullable(),
  /** Null on a moneyline. */
  line: z.number().nullable(),
  price: z.number().int(),
  bookKey: z.string(),
  book: z.string(),
  edge: z.number(),
  units: z.number(),
  betString: z.string(),
  offMarket: z.boolean(),
  /** Why it carries no stake: an off-market price, or no edge at this price (publish-guards.ts). */
  noStake: z.enum(['off-market', 'no-edge']).nullable(),
  /** 'Will publish: Spread: South Carolina +3.5 −110 at DraftKings, 4.4%, 1u'. */
  text: z.string(),
});

/**
 * The pick the admin saw in the preview. With it, an approval publishes exactly that side, book, line
 * and price, or is refused (409 with the new preview) when the pick it would publish is another.
 */
const expectedPick = z
  .object({
    /** Absent from a client built before issue 21: a spread. */
    market: z.enum(PRICED_MARKETS).optional(),
    side: z.enum(['home', 'away', 'over', 'under']),
    bookKey: z.string().max(100),
    line: z.number().nullable(),
    price: z.number().int(),
  })
  .strict();

/** A 409 from an approval whose preview is out of date carries the new one. */
export const curationConflictSchema = z.object({
  message: z.string(),
  code: z.string(),
  /** 'confirmOffMarket' when the only current price is off-market: the reason would let it publish. */
  field: z.string().optional(),
  preview: pickPreviewSchema.optional(),
});

/**
 * The game context an approval and a game update both accept, in the same order and with the same
 * messages; only how long the notes may be differs (an expert note on a pick, or the game's notes).
 */
function gameContextFields(notesMax: number) {
  return {
    contextualFactors: contextualFactorsInput.optional(),
    contextualNotes: z
      .string()
      .max(notesMax, `contextualNotes may be at most ${notesMax} characters`)
      .optional(),
    isNeutralSite: z.boolean({ error: 'isNeutralSite must be true or false' }).optional(),
    injuryAdjustment: injuryAdjustmentInput.optional(),
    confirmOffMarket,
    licenseKey: adminKey,
  };
}

export const curationRequestSchema = z
  .object({
    gameId,
    reason,
    expectedPick: expectedPick.optional(),
    ...gameContextFields(EXPERT_NOTE_MAX),
  })
  .strict();
export type CurationRequest = z.infer<typeof curationRequestSchema>;

/**
 * The preview of an approval with the context being typed (nothing is saved): the approval's own body
 * without what only a decision carries, so the two always validate the context alike.
 */
export const previewRequestSchema = curationRequestSchema.omit({ reason: true, expectedPick: true });
export type PreviewRequest = z.infer<typeof previewRequestSchema>;
export const previewResponseSchema = z.object({ preview: pickPreviewSchema });

export const bulkCurationRequestSchema = z
  .object({
    gameIds: z
      .array(gameId)
      .min(1, 'gameIds must list at least one game')
      .max(500, 'gameIds may list at most 500 games'),
    reason,
    licenseKey: adminKey,
  })
  .strict();

export const UPDATE_MODES = ['odds-only', 'full-recompute'] as const;
export const updateGameRequestSchema = z
  .object({
    gameId,
    updateMode: z.enum(UPDATE_MODES, { error: "updateMode must be 'odds-only' or 'full-recompute'" }),
    ...gameContextFields(GAME_NOTES_MAX),
  })
  .strict();
export type UpdateGameRequest = z.infer<typeof updateGameRequestSchema>;

export const curationResponseSchema = z.object({
  message: z.string(),
  game: adminGameSchema,
});

export const bulkCurationResponseSchema = z.object({
  message: z.string(),
  /** Games whose status changed. */
  changed: z.array(z.string()),
  /** Games left as they were, with why (already decided, no line to publish, started). */
  skipped: z.array(z.object({ gameId: z.string(), reason: z.string() })),
});

export const announcementRequestSchema = z
  .object({
    licenseKey: adminKey,
    /** Optional custom text; default: a summary of this week's approved picks. */
    message: z.string().trim().min(1).max(480, 'message may be at most 480 characters').optional(),
  })
  .strict()
  .nullish();
export const announcementResponseSchema = z.object({
  message: z.string(),
  recipients: z.number().int(),
  queued: z.number().int(),
  skippedDuplicates: z.number().int(),
});

/** What 'Send SMS Announcement' would send: each distinct text and how many numbers get it. */
export const announcementPreviewResponseSchema = z.object({
  recipients: z.number().int(),
  picks: z.number().int(),
  texts: z.array(z.object({ body: z.string(), recipients: z.number().int() })),
});
export type AnnouncementPreview = z.infer<typeof announcementPreviewResponseSchema>;

export const smsOutboxEntrySchema = z.object({
  id: z.string(),
  /** Masked: only the last 4 digits. */
  to: z.string(),
  body: z.string(),
  kind: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export const smsOutboxResponseSchema = z.object({
  entries: z.array(smsOutboxEntrySchema),
  subscribers: z.number().int(),
});
