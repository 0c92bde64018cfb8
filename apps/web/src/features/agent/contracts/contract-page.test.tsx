import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ContractView } from '@wl/contract/contracts/process-contract';
import { setToken } from '../../../api/session';
import { ok, stubFetch, type RecordedRequest } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import RealtimeSalaryPage from './realtime-salary-page';

const PATH = '/wps/relay/MCSFE_processRealTimeSalaryContract';

const offer = (status: ContractView['status']): ContractView => ({
  contractId: 7,
  kind: 'realtime_salary',
  period: 'five_minutes',
  status,
  role: 'downline',
  uplineUsername: 'boss01',
  downlineUsername: 'me01',
  tiers: [{ ratio: '1.50', minTurnover: '0.00', minLoss: '0.00', minActiveMembers: 0 }],
  topRatio: '1.50',
  version: status === 'proposed' ? 1 : 2,
  proposedAt: Date.UTC(2026, 2, 2, 10),
  expiresAt: Date.UTC(2026, 2, 5, 10),
  signedAt: status === 'active' ? Date.UTC(2026, 2, 2, 11) : null,
  endedAt: null,
  downlineHigherRate: 'Y',
});

describe('real-time salary contract page', () => {
  it('signs an offer, warns about higher downline ratios, and shows a refused proposal', async () => {
    setToken('test-token');
    let signed = false;
    const { requests } = stubFetch({
      [PATH]: (req: RecordedRequest) => {
        const body = JSON.parse(req.body ?? '{}') as { action?: string };
        if (body.action === 'sign') signed = true;
        if (body.action === 'propose') {
          return {
            status: 400,
            body: {
              success: false,
              message: 'error_contract_ratio_above_upline',
              value: null,
              errorCode: 'contract.ratio_above_upline',
            },
          };
        }
        const contract = offer(signed ? 'active' : 'proposed');
        return { body: ok({ contract: null, contracts: [contract] }) };
      },
    });
    renderWithProviders(<RealtimeSalaryPage />);
    expect(await screen.findByText('Offered')).toBeTruthy();
    expect(screen.getByText(/Signing ends your own downline contracts/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('In force')).toBeTruthy();
    const sign = requests.find((r) => r.body?.includes('"sign"'));
    expect(JSON.parse(sign?.body ?? '{}')).toEqual({ contractId: 7, action: 'sign' });

    fireEvent.change(screen.getByLabelText(/Downline user name/), { target: { value: 'low01' } });
    fireEvent.change(screen.getByLabelText(/Ratio \(%\)/), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'The ratio is above what you may offer',
      ),
    );
    const proposal = JSON.parse(requests.at(-1)?.body ?? '{}') as { tiers: unknown[] };
    expect(proposal).toMatchObject({
      action: 'propose',
      downlineUsername: 'low01',
      tiers: [{ ratio: '3', minTurnover: '0', minLoss: '0', minActiveMembers: 0 }],
    });
  });
});
