/** Shows the not-found screen (route-error variant) when a page throws while rendering. */
import { Component, type ReactNode } from 'react';
import NotFound from '../NotFound';

interface Props {
  /** Changing this (the location) clears the error. */
  resetKey: string;
  children: ReactNode;
}

export default class RouteErrorBoundary extends Component<Props, { error: unknown; key: string }> {
  state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string }) {
    if (props.resetKey !== state.key) return { error: null, key: props.resetKey };
    return null;
  }

  componentDidCatch(error: unknown) {
    console.error('route error', error);
  }

  render() {
    if (this.state.error) return <NotFound variant="error" />;
    return this.props.children;
  }
}
