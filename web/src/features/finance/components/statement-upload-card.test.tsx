import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster, toaster } from '../../../components/ui/toast-region';
import { themeSystem } from '../../../theme/system';
import { StatementUploadCard } from './statement-upload-card';

afterEach(() => {
  toaster.remove();
  cleanup();
});

function renderCard() {
  const onUpload = vi.fn();
  render(
    <ChakraProvider value={themeSystem()}>
      <StatementUploadCard onUpload={onUpload} uploading={false} />
      <Toaster />
    </ChakraProvider>,
  );
  const choose = (file: File) =>
    fireEvent.change(screen.getByLabelText('Bank statement file'), { target: { files: [file] } });
  return { onUpload, choose };
}

describe('StatementUploadCard', () => {
  it('keeps Upload disabled until a statement is chosen, then uploads it', async () => {
    const { onUpload, choose } = renderCard();
    expect(screen.getByText('PDF or CSV (OFX and QFX work too), up to 10MB.')).toBeTruthy();
    const upload = screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement;
    expect(upload.disabled).toBe(true);
    const file = new File(['Date,Description,Amount\n'], 'march.csv', { type: 'text/csv' });
    choose(file);
    await waitFor(() => expect(upload.disabled).toBe(false));
    fireEvent.click(upload);
    expect(onUpload).toHaveBeenCalledWith(file);
  });

  it('refuses another type with the spec’s message', async () => {
    const { onUpload, choose } = renderCard();
    choose(new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('Invalid File Type')).toBeTruthy();
    expect(screen.getByText('Please upload a PDF or CSV file')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onUpload).not.toHaveBeenCalled();
  });
});
