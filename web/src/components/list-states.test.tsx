import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { renderInApp, resetApp } from '../testing/render-in-app';
import { LoadFailed } from './list-states';

afterEach(resetApp);

describe('LoadFailed', () => {
  it("says why in the server's words, not the raw JSON of its answer", () => {
    renderInApp(
      <LoadFailed
        title="Integrations could not be loaded"
        error={new ApiError(500, '{"code":"internal","message":"Something went wrong on our side"}')}
        onRetry={vi.fn()}
      />,
    );
    expect(screen.getByText('Something went wrong on our side')).toBeTruthy();
    expect(screen.queryByText(/"message"/)).toBeNull();
  });

  it('shows the status when the answer had no message of its own', () => {
    renderInApp(
      <LoadFailed
        title="Integrations could not be loaded"
        error={new ApiError(502, 'Bad Gateway')}
        onRetry={vi.fn()}
      />,
    );
    expect(screen.getByText('502: Bad Gateway')).toBeTruthy();
  });
});
