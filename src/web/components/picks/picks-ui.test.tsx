import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Badge, type BadgeTone } from './picks-ui';

describe('Badge (the one tone map of the site and the admin)', () => {
  it('colours yellow as yellow and amber (stale, off-market) as amber, distinct', () => {
    const tones: BadgeTone[] = ['strong-green', 'green', 'yellow', 'blue', 'neutral', 'red', 'amber'];
    render(
      <>
        {tones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </>,
    );
    expect(screen.getByText('yellow').className).toContain('text-yellow-200');
    expect(screen.getByText('amber').className).toContain('text-amber-300');
    const classes = tones.map((tone) => screen.getByText(tone).className);
    expect(new Set(classes).size).toBe(tones.length);
  });
});
