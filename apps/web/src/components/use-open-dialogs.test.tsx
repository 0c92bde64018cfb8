import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from './modal';
import { useAnyDialogOpen } from './use-open-dialogs';

function Probe() {
  const open = useAnyDialogOpen();
  const [modal, setModal] = useState(false);
  return (
    <>
      <p data-testid="state">{open ? 'dialog' : 'none'}</p>
      <button type="button" onClick={() => setModal(true)}>
        open
      </button>
      <Modal open={modal} title="Deposit" onClose={() => setModal(false)}>
        <p>Body</p>
      </Modal>
    </>
  );
}

describe('useAnyDialogOpen', () => {
  it('follows site dialogs opening and closing', async () => {
    render(<Probe />);
    expect(screen.getByTestId('state').textContent).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('dialog'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('none'));
  });
});
