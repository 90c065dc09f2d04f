/**
 * Stand-in for pro-components' own error boundary (ProLayout's content, ProTable,
 * ProDescriptions): theirs draws antd's `Result` with its illustrations (10 KB gzip on
 * every page, for a screen players should never see) and an English-only title. This
 * one shows the site's translated route-error screen instead. `.umirc.ts` swaps it in
 * for @ant-design/pro-utils' module in the production build.
 */
import { Component, type ReactNode } from 'react';
import NotFound from '@/components/NotFound';

export class ErrorBoundary extends Component<{ children?: ReactNode }, { hasError: boolean }> {
  state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  componentDidCatch(error: unknown) {
    console.error('render error', error);
  }

  render() {
    return this.state.hasError ? <NotFound variant="error" /> : this.props.children;
  }
}
