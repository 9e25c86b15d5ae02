import { Component, type ReactNode } from 'react';

/**
 * Leaves out a part of the header that failed (its chunk did not load after a new release, an
 * answer it could not read) instead of taking the page down with it: the breadcrumb is a
 * convenience, and every place it leads is also in the navigation and the account menu.
 */
export class LeaveOutOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
