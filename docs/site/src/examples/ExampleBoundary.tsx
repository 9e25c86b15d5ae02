import { Component, type ReactNode } from 'react';
import { ErrorPanel } from '@atrium/design-system';

/** One example that throws shows its error in place; the rest of the page keeps working. */
export class ExampleBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <ErrorPanel title="This example failed" message={this.state.error.message} />;
  }
}
