import { describe, expect, it } from 'vitest';
import { isFadeAction, trendSampleText, trendTone } from './trend-display';

describe('trend display', () => {
  it('tells winning, losing and even records apart', () => {
    expect(trendTone({ wins: 9, losses: 5, pushes: 0 })).toBe('winning');
    expect(trendTone({ wins: 3, losses: 11, pushes: 1 })).toBe('losing');
    expect(trendTone({ wins: 4, losses: 4, pushes: 2 })).toBe('even');
    expect(trendTone({ wins: 0, losses: 0, pushes: 0 })).toBe('even');
  });

  it('recognises fade actions only', () => {
    expect(isFadeAction('FADE')).toBe(true);
    expect(isFadeAction('FADE ALL')).toBe(true);
    expect(isFadeAction('PLAY ATS')).toBe(false);
    expect(isFadeAction('SLIGHT PLAY ALL')).toBe(false);
  });

  it('states the sample size with the record', () => {
    expect(trendSampleText({ wins: 9, losses: 5, pushes: 0 })).toBe('Sample: 14 games (9-5 ATS)');
    expect(trendSampleText({ wins: 9, losses: 5, pushes: 1 })).toBe('Sample: 15 games (9-5-1 ATS)');
    expect(trendSampleText({ wins: 1, losses: 0, pushes: 0 })).toBe('Sample: 1 game (1-0 ATS)');
  });
});
