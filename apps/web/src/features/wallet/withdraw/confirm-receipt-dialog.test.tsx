import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { balance, logIn, stubWalletFetch, withdrawal } from '../wallet-test-support';
import { ConfirmReceiptDialog } from './confirm-receipt-dialog';
import { checkProofFiles } from './proof-files';

const MB = 1024 * 1024;

function file(name: string, type: string, size: number): File {
  const f = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  // Large files are described by size only: their bytes are never needed by the check.
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

describe('proof files', () => {
  it('accepts up to three png or jpg images under 5 MB', () => {
    expect(
      checkProofFiles([
        file('a.png', 'image/png', MB),
        file('b.jpg', 'image/jpeg', 5 * MB - 1),
        file('c.jpeg', 'image/jpeg', 10),
      ]),
    ).toBeNull();
  });

  it('refuses a fourth image, another type, or 5 MB and more', () => {
    const ok = file('a.png', 'image/png', 10);
    expect(checkProofFiles([ok, ok, ok, ok])).toBe('tooMany');
    expect(checkProofFiles([file('a.gif', 'image/gif', 10)])).toBe('wrongType');
    expect(checkProofFiles([file('a.pdf', 'image/png', 10)])).toBe('wrongType');
    expect(checkProofFiles([file('a.png', 'image/png', 5 * MB)])).toBe('tooLarge');
  });
});

describe('receipt confirmation', () => {
  function open() {
    logIn();
    const sent = stubWalletFetch({
      'GET /wps/v2/wallets/balance': balance(),
      'POST /wps/relay/MCSFE_processC2CTransaction': withdrawal({
        confirmationStatus: 'not_received',
      }),
    });
    renderWithProviders(<ConfirmReceiptDialog record={withdrawal()} onClose={() => {}} />);
    fireEvent.click(screen.getByLabelText('Not received'));
    return sent;
  }

  function choose(files: File[]) {
    fireEvent.change(screen.getByLabelText('Proof images'), { target: { files } });
  }

  it('refuses an image of 5 MB or more, a wrong type and more than three files', () => {
    const sent = open();
    choose([file('big.png', 'image/png', 6 * MB)]);
    expect(screen.getByText('Each image must be under 5 MB.')).toBeTruthy();
    choose([file('doc.pdf', 'application/pdf', 100)]);
    expect(screen.getByText('Only PNG or JPG images are accepted.')).toBeTruthy();
    const small = file('a.png', 'image/png', 100);
    choose([small, small, small, small]);
    expect(screen.getByText('Choose at most 3 images.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please add at least one proof image.')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends accepted proof images as base64 with "not received"', async () => {
    const sent = open();
    choose([new File([new Uint8Array([137, 80, 78, 71])], 'p.png', { type: 'image/png' })]);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'POST')).toBe(true));
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      orderNo: 'W100',
      action: 'not_received',
      proofs: [{ fileName: 'p.png', contentBase64: 'iVBORw==' }],
    });
  });

  it('checks a partly received amount against the withdrawal', () => {
    const sent = open();
    fireEvent.click(screen.getByLabelText('Partly received'));
    fireEvent.change(screen.getByLabelText('Amount received so far'), {
      target: { value: '600' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('The amount must be at most ₱500.00.')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
