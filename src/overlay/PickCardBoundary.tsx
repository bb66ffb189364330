/**
 * Keeps one unreadable pick from taking the whole panel down (the overlay trusts the server's
 * typed answer instead of re-validating every field with zod; see overlay-api.ts).
 */
import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

export class PickCardBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <div className="blo-card">
          <p className="blo-state-text">This pick could not be shown.</p>
        </div>
      );
    }
    return this.props.children;
  }
}
