import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen.tsx';

interface State {
  error: Error | null;
}

/** Per-route boundary: a page that throws while rendering shows the error screen; the shell survives. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('render failure', error.message, info.componentStack?.split('\n')[1]?.trim());
  }

  override render() {
    if (this.state.error) return <ErrorScreen onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
