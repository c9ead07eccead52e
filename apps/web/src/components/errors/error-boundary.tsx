import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';

type ErrorBoundaryProps = {
  children: ReactNode;
  /** When any of these change (e.g. the URL), a crashed region tries again. */
  resetKeys?: readonly unknown[];
  fallback?: (props: { error: Error; reset: () => void }) => ReactNode;
};

type ErrorBoundaryState = { error: Error | null; resetKeys: readonly unknown[] };

function haveChanged(a: readonly unknown[], b: readonly unknown[]) {
  return a.length !== b.length || a.some((value, index) => !Object.is(value, b[index]));
}

/** Contains a crash to its region (the whole app, the page content, a dialog). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKeys: this.props.resetKeys ?? [] };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    const next = props.resetKeys ?? [];
    if (!haveChanged(next, state.resetKeys)) return null;
    return { resetKeys: next, error: null };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled error in a UI region', error, info.componentStack);
  }

  reset = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const fallback = this.props.fallback ?? ((props) => <ErrorFallback {...props} />);
    return fallback({ error, reset: this.reset });
  }
}
