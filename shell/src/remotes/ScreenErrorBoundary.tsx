import { Component, type ReactNode } from 'react';
import { RemoteProblem } from './RemoteProblem';

interface Props {
  /** the app the screen comes from, as staff know it */
  appLabel: string;
  /** the screen's title */
  title: string;
  children: ReactNode;
}

/**
 * Keeps a remote screen's own failure in its area: an error while it draws shows a contained
 * message with a retry, and the top bar, the footer and every other screen keep working.
 */
export class ScreenErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RemoteProblem title={`${this.props.appLabel} stopped with an error`} onRetry={() => this.setState({ failed: false })}>
        The {this.props.title} screen could not be shown. The rest of the system still works. Please try again; if it keeps
        happening, reload the page.
      </RemoteProblem>
    );
  }
}
