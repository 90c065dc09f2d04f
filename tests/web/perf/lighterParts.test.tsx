/**
 * The stand-ins the build swaps into pro-components to keep pages light
 * (src/lib/proErrorBoundary.tsx, src/lib/lazyProParts.tsx) behave like what they replace,
 * where a player could tell the difference.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { proFieldParsingValueEnumToArray as original } from '@ant-design/pro-field';
import { UmiStubProvider } from '../../support/umi-max';
import { ErrorBoundary } from '@/lib/proErrorBoundary';
import { proFieldParsingValueEnumToArray } from '@/lib/lazyProParts';

function Broken(): never {
  throw new Error('boom');
}

describe('pro-components error boundary stand-in', () => {
  it('shows the translated error screen with the way home, not an English "Something went wrong."', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <UmiStubProvider>
          <ErrorBoundary>
            <Broken />
          </ErrorBoundary>
        </UmiStubProvider>,
      );
      expect(screen.getByTestId('not-found')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/[\u4e00-\u9fff]/);
      expect(screen.queryByText('Something went wrong.')).toBeNull();
    } finally {
      quiet.mockRestore();
    }
  });

  it('renders its children when nothing throws', () => {
    render(
      <UmiStubProvider>
        <ErrorBoundary>
          <p>table</p>
        </ErrorBoundary>
      </UmiStubProvider>,
    );
    expect(screen.getByText('table')).toBeInTheDocument();
  });
});

describe("ProTable's value-enum options without the select's code", () => {
  it('gives the options pro-field gives, for an object and a Map, with disabled entries and empty values left out', () => {
    const asObject = { online: { text: 'Online', status: 'Success' }, off: { text: 'Off', disabled: true }, plain: 'Plain', none: '' };
    const asMap = new Map<unknown, unknown>([
      [1, { text: 'One' }],
      ['2', 'Two'],
    ]);
    expect(proFieldParsingValueEnumToArray(asObject)).toEqual(original(asObject));
    expect(proFieldParsingValueEnumToArray(asMap)).toEqual(original(asMap as never));
    expect(proFieldParsingValueEnumToArray(undefined)).toEqual([]);
  });
});
