import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { renderInApp, resetApp } from '../testing/render-in-app';
import { LoadFailed } from './list-states';

afterEach(resetApp);

const renderFailure = (error: ApiError) =>
  renderInApp(<LoadFailed title="Integrations could not be loaded" error={error} onRetry={vi.fn()} />);

describe('LoadFailed', () => {
  it("says why in the server's words, not the raw JSON of its answer", () => {
    renderFailure(new ApiError(500, '{"code":"internal","message":"Something went wrong on our side"}'));
    expect(screen.getByText('Something went wrong on our side')).toBeTruthy();
    expect(screen.queryByText(/"message"/)).toBeNull();
  });

  it('shows the status when the answer had no message of its own', () => {
    renderFailure(new ApiError(502, 'Bad Gateway'));
    expect(screen.getByText('502: Bad Gateway')).toBeTruthy();
  });
});
