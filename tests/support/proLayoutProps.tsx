/**
 * Records the props every render hands ProLayout, for tests of what a layout gives it.
 * Use in a test file:
 *   vi.mock('@ant-design/pro-components', async (importOriginal) =>
 *     (await import('<path>/support/proLayoutProps')).withRecordedProLayout(await importOriginal()));
 */
import type { ComponentProps } from 'react';

type ProComponents = typeof import('@ant-design/pro-components');
export type LayoutProps = ComponentProps<ProComponents['ProLayout']>;

/** The props of each render, oldest first. */
export const seenLayoutProps: LayoutProps[] = [];

export function withRecordedProLayout(real: ProComponents): ProComponents {
  const RealLayout = real.ProLayout;
  return {
    ...real,
    ProLayout: (props: LayoutProps) => {
      if (props) seenLayoutProps.push(props); // only the renders that hand it props
      return <RealLayout {...props} />;
    },
  } as ProComponents;
}
