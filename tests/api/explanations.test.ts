import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/open-database';
import { games } from '../../src/server/db/schema';
import { createAnthropicTextModel } from '../../src/server/providers/anthropic/anthropic-text-model';
import { analyzeGame } from '../../src/server/services/analysis/analyze-game';
import { createServiceContext, type ServiceContext } from '../../src/server/services/context';
import {
  FAKE_ANTHROPIC_KEY,
  FAKE_ANTHROPIC_MODEL,
  startFakeAnthropic,
  type FakeAnthropic,
} from '../fakes/fake-anthropic';
import { ANALYSED_AT, openAnalysedDatabase } from '../helpers/analysed-database';
import { testDatabaseKinds } from '../helpers/databases';
import { TestClock } from '../helpers/test-app';
import { testConfig } from '../helpers/test-config';
import { RatingsStore } from '../../src/server/services/analysis/rated-league';

/** The written explanation: Anthropic's text only when every number in it is in the analysis. */
describe('explanations through the analysis pipeline', () => {
  let database: Database;
  let fake: FakeAnthropic;
  let ctx: ServiceContext & { ratings: RatingsStore };
  let game: typeof games.$inferSelect;
  const clock = new TestClock(ANALYSED_AT);

  beforeAll(async () => {
    // The bundled history and the replay's games at this clock (the analysed snapshot, on PGlite).
    database = await openAnalysedDatabase(testDatabaseKinds()[0]!);
    fake = await startFakeAnthropic();
    ctx = {
      ...createServiceContext({ db: database.db, config: testConfig(), now: clock.now }),
      ratings: new RatingsStore(),
    };
    const [first] = await database.db
      .select()
      .from(games)
      .where(and(eq(games.source, 'replay'), eq(games.league, 'nfl')))
      .orderBy(asc(games.kickoff))
      .limit(1);
    if (!first) throw new Error('The replay produced no NFL game to explain');
    game = first;
  }, 120_000);
  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  const textModel = () =>
    createAnthropicTextModel({
      apiKey: FAKE_ANTHROPIC_KEY,
      model: FAKE_ANTHROPIC_MODEL,
      baseUrl: fake.url,
      sleep: async () => {},
      maxAttempts: 2,
    });

  it('publishes the AI text when it states only numbers the analysis contains', async () => {
    const template = await analyzeGame(ctx, game);
    expect(template.explanationSource).toBe('template');
    const reply = {
      bestBet: `Our read: ${template.aiSummary.bestBet}`,
      riskFactors: template.aiSummary.riskFactors,
      keyInsight: template.aiSummary.keyInsight,
      advancedStatsInsight: template.aiSummary.advancedStatsInsight,
    };
    fake.queueReply({ text: '```json\n' + JSON.stringify(reply) + '\n```' });
    const ai = await analyzeGame({ ...ctx, textModel: textModel() }, game);
    expect(ai.explanationSource).toBe('anthropic');
    expect(ai.aiSummary.bestBet).toBe(reply.bestBet);
    expect(ai.analysisVersion).toBe(template.analysisVersion + 1);
    const sent = JSON.stringify(fake.requests.at(-1));
    expect(sent).toContain(String(ai.modelSpread !== null ? Math.abs(ai.modelSpread) : ''));
  });

  it('falls back to the deterministic writer when the AI invents a number', async () => {
    fake.queueReply({
      text: JSON.stringify({
        bestBet: 'Take the favourite: they have covered 9 of their last 11 and win 73.9% of such games.',
        riskFactors: 'Standard betting risks apply',
        keyInsight: 'Strong spot.',
        advancedStatsInsight: '',
      }),
    });
    const result = await analyzeGame({ ...ctx, textModel: textModel() }, game);
    expect(result.explanationSource).toBe('template');
    expect(result.aiSummary.bestBet).not.toContain('73.9');
  });

  it('falls back to the deterministic writer when Anthropic is overloaded', async () => {
    fake.failNext(2, { status: 529 });
    const result = await analyzeGame({ ...ctx, textModel: textModel() }, game);
    expect(result.explanationSource).toBe('template');
    expect(result.aiSummary.bestBet.length).toBeGreaterThan(10);
  });
});
