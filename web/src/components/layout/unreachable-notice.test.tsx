import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { aBranding } from '../../testing/fixtures';
import { renderInApp, resetApp } from '../../testing/render-in-app';
import { stubApi } from '../../testing/stub-api';
import { UnreachableNotice } from './unreachable-notice';

// The notice names the product as the workspace's branding says.
beforeEach(() => stubApi({ getBranding: () => aBranding() }));
afterEach(() => {
  onlineManager.setOnline(true);
  resetApp();
});

const notice = () => screen.queryByTestId('unreachable-notice');

describe('UnreachableNotice', () => {
  it('says the data shown is the last loaded while reads get no answer, and goes when one does', async () => {
    const { queryClient } = renderInApp(<UnreachableNotice />);
    const key = ['listTasks'];
    await act(() => queryClient.fetchQuery({ queryKey: key, queryFn: async () => ['task'] }));
    expect(notice()).toBeNull();

    // The server is gone: the refetch gets no answer; the screen still holds its tasks.
    await act(() =>
      queryClient
        .fetchQuery({
          queryKey: key,
          queryFn: async () => {
            throw new TypeError('Failed to fetch');
          },
          retry: false,
          staleTime: 0,
        })
        .catch(() => undefined),
    );
    expect(notice()?.textContent).toContain("Can't reach BizPilot");
    expect(notice()?.textContent).toContain('Showing the data last loaded');

    await act(() => queryClient.fetchQuery({ queryKey: key, queryFn: async () => ['task'], staleTime: 0 }));
    expect(notice()).toBeNull();
  });

  it('says nothing for an answer that was an error: the server is there', async () => {
    const { queryClient } = renderInApp(<UnreachableNotice />);
    const key = ['getKpiStats'];
    await act(() => queryClient.fetchQuery({ queryKey: key, queryFn: async () => 1 }));
    await act(() =>
      queryClient
        .fetchQuery({
          queryKey: key,
          queryFn: async () => {
            throw new ApiError(500, 'boom');
          },
          retry: false,
          staleTime: 0,
        })
        .catch(() => undefined),
    );
    expect(notice()).toBeNull();
  });

  it('says the browser is offline when it is', () => {
    renderInApp(<UnreachableNotice />);
    act(() => onlineManager.setOnline(false));
    expect(notice()?.textContent).toContain("You're offline");
  });
});
