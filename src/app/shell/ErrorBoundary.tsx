import { Component, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';

/**
 * The last line: anything that fails outside a route (the router itself, the loading screen)
 * still ends on 'Sorry, unexpected error' instead of a blank page. Routes have their own
 * errorComponent, which keeps the side navigation.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error !== undefined ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
