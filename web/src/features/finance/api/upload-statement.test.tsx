import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { stubApi } from '../../../testing/stub-api';
import { useUploadStatement } from './statements';

// The browser's upload straight to S3 (an XHR with progress) is not this test's concern.
vi.mock('../utils/post-to-s3', () => ({ postFileToS3: async () => undefined }));

afterEach(resetApp);

function UploadButton() {
  const upload = useUploadStatement();
  return (
    <button type="button" onClick={() => upload.mutate(new File(['a,b'], 'march.csv', { type: 'text/csv' }))}>
      Upload
    </button>
  );
}

describe('useUploadStatement', () => {
  it("titles its success toast 'Statement Uploaded', as spec §8 lists it", async () => {
    stubApi({
      createStatementUploadUrl: () => ({ url: 'https://s3.example/bucket', fields: {}, key: 'k/march.csv' }),
      startStatementImport: () => ({
        id: 's1',
        filename: 'march.csv',
        format: 'csv',
        size: 3,
        status: 'uploaded',
        uploadedAt: '2026-11-28T09:00:00.000Z',
        finishedAt: null,
        outcome: null,
        failure: null,
      }),
    });
    renderInApp(<UploadButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Statement Uploaded')).toBeTruthy();
    expect(screen.getByText('march.csv is being imported.')).toBeTruthy();
  });
});
