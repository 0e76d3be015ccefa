import { Component } from "react";
import type { ErrorInfo, ReactNode } from "react";
import { ErrorFallback } from "./error-fallback";

interface State {
  error: unknown;
}

/** Catches render errors anywhere below it; Dismiss resets the boundary and renders again. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Unhandled render error", error, info.componentStack);
  }

  override render() {
    if (this.state.error !== null) {
      return <ErrorFallback onDismiss={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}
