import { Component, createContext, type ContextType, type ErrorInfo, type ReactNode } from 'react';

/** How big the part that failed is: its notice is sized to fit where the part was. */
export type FailureScope = 'page' | 'card' | 'dialog' | 'slot';

export interface FailureView {
  error: unknown;
  scope: FailureScope;
  /** Renders the part again (after the network returns, or when the person asks). */
  retry: () => void;
}

/**
 * What a boundary shows instead of a part that failed. The app provides its own (app/errors/), with
 * the product's words; the default says the least.
 */
export const FailureViewContext = createContext<(view: FailureView) => ReactNode>(() => <p role="alert">This part could not be shown.</p>);

interface ErrorBoundaryProps {
  scope: FailureScope;
  /** When this changes (e.g. the path), the part is tried again. */
  resetKey?: unknown;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
}

/**
 * Catches what its part throws while rendering (a bug, data it cannot show, code that could not be
 * loaded) and shows a notice in its place, so the rest of the screen stays (docs/product/shell.md "Errors").
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  static override contextType = FailureViewContext;
  declare context: ContextType<typeof FailureViewContext>;
  override state: ErrorBoundaryState = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { error: null, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // The notice says what happened; the console keeps the details for whoever debugs it.
    console.error('A part of the page failed', error, info.componentStack);
  }

  retry = () => this.setState({ error: null, failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.context({ error: this.state.error, scope: this.props.scope, retry: this.retry });
  }
}
