import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from '@atrium/design-system';
import { reportPluginFailure } from '../state/app-state.js';

interface Props {
  readonly pluginId: string;
  /** What was rendering, for the admin page: a route path or a contribution id. */
  readonly where: string;
  readonly children: ReactNode;
}

/**
 * Contains a plugin that throws while loading or rendering: the failure is listed on the plugins
 * admin page and this spot shows an error panel, while the rest of the app keeps working.
 */
export class PluginBoundary extends Component<Props, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    reportPluginFailure(this.props.pluginId, this.props.where, error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorPanel
        title={`The ${this.props.pluginId} plugin failed`}
        message={this.state.error.message}
      />
    );
  }
}
