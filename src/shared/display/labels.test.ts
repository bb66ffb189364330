import { describe, expect, it } from 'vitest';
import {
  confidenceLevelStyle,
  confidenceStyle,
  enumLabel,
  explanationCredit,
  explanationLabel,
  recommendationTierStyle,
} from './labels';

describe('labels', () => {
  it('shows underscores as spaces', () => {
    expect(enumLabel('STRONG_BUY')).toBe('STRONG BUY');
    expect(enumLabel('VERY_HIGH')).toBe('VERY HIGH');
    expect(enumLabel('GOOD_BET')).toBe('GOOD BET');
  });

  it('styles recommendation tiers', () => {
    expect(recommendationTierStyle('STRONG_BUY')).toEqual({
      text: 'STRONG BUY',
      tone: 'strong-green',
      pulse: true,
    });
    expect(recommendationTierStyle('BUY').tone).toBe('green');
    expect(recommendationTierStyle('LEAN').tone).toBe('yellow');
    expect(recommendationTierStyle('PASS')).toEqual({ text: 'PASS', tone: 'neutral', pulse: false });
    expect(recommendationTierStyle(undefined).tone).toBe('neutral');
  });

  it('styles confidence (recommendation values and levels)', () => {
    expect(confidenceStyle('STRONG_BET')).toEqual({ text: 'STRONG BET', tone: 'green', pulse: true });
    expect(confidenceStyle('GOOD_BET').tone).toBe('yellow');
    expect(confidenceStyle('BET').tone).toBe('blue');
    expect(confidenceStyle('OTHER').tone).toBe('neutral');
    expect(confidenceLevelStyle('VERY_HIGH')).toEqual({ text: 'VERY HIGH', tone: 'green', pulse: false });
    expect(confidenceLevelStyle('MEDIUM').tone).toBe('yellow');
    expect(confidenceLevelStyle('LOW').tone).toBe('neutral');
  });
});

describe('explanationLabel', () => {
  it('says AI only for the AI writer’s text', () => {
    expect(explanationLabel('anthropic')).toBe('AI Analysis');
    expect(explanationLabel('anthropic', 'recommendation')).toBe('AI Recommendation');
    expect(explanationLabel('template')).toBe('Model notes');
    expect(explanationLabel('template', 'recommendation')).toBe('Model notes');
    expect(explanationCredit('anthropic')).toBe('Powered by Claude AI');
    expect(explanationCredit('template')).toBeNull();
  });
});
