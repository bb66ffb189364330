import { describe, expect, it } from 'vitest';
import { APP_ROUTE_TEMPLATES, APP_ROUTES, gameOddsPath, isAppRoute } from './routes';

const GAME_ID = '3f2b8c1e-0a4d-4e6f-9b7a-1c2d3e4f5a6b';

describe('the app route table', () => {
  it('answers every static path, with or without a trailing slash', () => {
    for (const path of APP_ROUTES) expect(isAppRoute(path), path).toBe(true);
    expect(isAppRoute('/games/')).toBe(true);
  });

  it("fits a template's parameter to its format", () => {
    expect(APP_ROUTE_TEMPLATES).toContain('/games/:id/odds');
    expect(isAppRoute(gameOddsPath(GAME_ID))).toBe(true);
    expect(isAppRoute(`/games/${GAME_ID.toUpperCase()}/odds`)).toBe(true);
    expect(isAppRoute('/games/not-a-game/odds')).toBe(false);
    expect(isAppRoute(`/games/${GAME_ID}/odds/extra`)).toBe(false);
    expect(isAppRoute('/games/:id/odds')).toBe(false);
  });

  it('refuses paths the table lacks', () => {
    expect(isAppRoute('/no-such-page')).toBe(false);
    expect(isAppRoute('/dashboard/more')).toBe(false);
    expect(isAppRoute('/.env')).toBe(false);
  });
});
