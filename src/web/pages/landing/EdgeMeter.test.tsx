import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { stubIntersectionObserver } from '../../test/stub-intersection-observer';
import { EDGE_METER_DELAY_MS, EdgeMeter } from './EdgeMeter';

function reducedMotion(reduce: boolean) {
  const original = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((media: string) =>
    media === '(prefers-reduced-motion: reduce)'
      ? ({
          matches: reduce,
          media,
          addEventListener() {},
          removeEventListener() {},
        } as unknown as MediaQueryList)
      : original(media),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const bar = () => screen.getByTestId('edge-meter-bar');

describe('EdgeMeter', () => {
  it('shows the edge, its category and tier from the shared rules', () => {
    reducedMotion(true);
    render(<EdgeMeter edge={6.2} />);
    expect(screen.getByText('+6.2%')).toBeInTheDocument();
    expect(screen.getByText('STRONG VALUE')).toBeInTheDocument();
    expect(screen.getByText('Edge of 5% or more against the fair price')).toBeInTheDocument();
    expect(screen.getByText('Edge vs fair price')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/risk/i);
  });

  it('states the range of a marginal edge with the pricing thresholds', () => {
    reducedMotion(true);
    render(<EdgeMeter edge={2} />);
    expect(screen.getByText('MARGINAL VALUE')).toBeInTheDocument();
    expect(screen.getByText('Edge of 1.5% to under 5% against the fair price')).toBeInTheDocument();
  });

  it('fills 300 ms after it comes into view, to the tier width', () => {
    vi.useFakeTimers();
    reducedMotion(false);
    const screenful = stubIntersectionObserver('none');
    const { container } = render(<EdgeMeter edge={3} />);
    expect(bar()).toHaveClass('scale-x-0');
    expect(bar().getAttribute('style')).toBeNull();
    act(() => screenful.reveal(container.firstElementChild!));
    act(() => {
      vi.advanceTimersByTime(EDGE_METER_DELAY_MS - 1);
    });
    expect(bar()).toHaveClass('scale-x-0');
    expect(bar().getAttribute('style')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    // Marginal value: width 3/5·60 = 36%.
    expect(bar().style.scale).toBe('0.36 1');
    expect(bar()).not.toHaveClass('scale-x-0');
    expect(bar().className).toContain('duration-1000');
  });

  it('is drawn full at once with reduced motion (after the first render, which hydration matches)', async () => {
    reducedMotion(true);
    render(<EdgeMeter edge={0.2} />);
    expect(bar()).toHaveClass('scale-x-0');
    // No edge: width 5%.
    await waitFor(() => expect(bar().style.scale).toBe('0.05 1'));
  });
});
