import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicConfigSchema, type PublicConfig } from '@shared/api/public-config';
import { allTeams } from '../teams';
import type { AppConfig } from '../config';
import { OWN_ENCODING, sendJsonText } from '../http/send-json-text';

export function presentPublicConfig(config: AppConfig): PublicConfig {
  return {
    productName: config.site.productName,
    publicOrigin: config.publicOrigin,
    extensionStores: config.extensionStores,
    supportEmail: config.site.supportEmail,
    marketplace: config.site.marketplace,
    sportsbooks: config.site.sportsbooks,
    testimonials: config.site.testimonials,
    responsibleGamblingUrl: config.site.responsibleGamblingUrl,
    coverage: { fbsTeams: allTeams('cfb').length, nflTeams: allTeams('nfl').length },
    replay: config.odds.apiKey ? null : { season: config.odds.replaySeason },
    pricing: { verifyEdgeAbove: config.pricing.verifyEdgeAbove },
  };
}

export function registerPublicConfigRoutes(app: FastifyInstance, config: AppConfig): void {
  // Every page load asks for it and it never changes while the process runs: validated and
  // serialised once, compressed once, with an ETag.
  const body = JSON.stringify(publicConfigSchema.parse(presentPublicConfig(config)));
  app.withTypeProvider<ZodTypeProvider>().get(
    '/public-config',
    {
      ...OWN_ENCODING,
      schema: {
        tags: ['site'],
        summary: 'Operator-configured links and prices',
        response: { 200: publicConfigSchema },
      },
    },
    async (request, reply) => sendJsonText(request, reply, body, 'public, max-age=300'),
  );
}
