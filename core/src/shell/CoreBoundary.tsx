import { Component, type ReactNode } from 'react';
import { ErrorPage } from '../pages/ErrorPage.js';

/** The last line of defence: a failure in core itself shows the error page, not a blank screen. */
export class CoreBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <ErrorPage code={this.state.error.name} message={this.state.error.message} />;
  }
}
