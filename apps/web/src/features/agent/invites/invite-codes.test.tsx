import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ConsolidatedResponse } from '@wl/contract/contracts/consolidated';
import type { InviteCodeView } from '@wl/contract/agent/invite-codes';
import { setToken } from '../../../api/session';
import { ok, stubFetch, type RecordedRequest } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import RegisterCenterPage from '../pages/register-center-page';

const consolidated: ConsolidatedResponse = {
  balance: '0.00',
  enableSalary: true,
  enableContract: false,
  enabledKinds: { dividend: false, dailySalary: false, hourlySalary: false, realtimeSalary: true },
  divtypereq: [],
  dailysalreqtype: [],
  contracthoursalreq: [],
  realtimesalreqtype: [],
  divtypeinfo: [],
  dailysalinfotype: [],
  contracthoursalinfo: [],
  contractmrdailysalinfotype: [],
  realtimesalinfotype: [],
};

const code = (over: Partial<InviteCodeView>): InviteCodeView => ({
  id: 1,
  code: 'PROMO01',
  accountType: 'player',
  offers: [],
  note: null,
  status: 'active',
  legacy: false,
  registered: 3,
  createdAt: Date.UTC(2026, 10, 1),
  ...over,
});

describe('invitation codes on the account registration page', () => {
  it('makes an agent code with a salary offer, lists codes with counts, link and QR, disables one', async () => {
    setToken('agent-token');
    const codes: InviteCodeView[] = [code({})];
    const { requests } = stubFetch({
      '/wps/member/info/funds/consolidated': consolidated,
      '/wps/agent/inviteCodes': (req: RecordedRequest) => {
        if (req.method === 'POST') {
          const made = code({
            id: 2,
            code: 'AGT2026',
            accountType: 'agent',
            registered: 0,
            offers: [
              {
                kind: 'realtime_salary',
                period: 'five_minutes',
                topRatio: '1.20',
                tiers: [
                  { ratio: '1.20', minTurnover: '0.00', minLoss: '0.00', minActiveMembers: 0 },
                ],
              },
            ],
          });
          codes.unshift(made);
          return { body: ok(made) };
        }
        return {
          body: ok({ list: codes, pageNo: 1, pageSize: 10, total: codes.length, totalPages: 1 }),
        };
      },
      '/wps/agent/inviteCodes/status': (req: RecordedRequest) => {
        const { id, enabled } = JSON.parse(req.body ?? '{}') as { id: number; enabled: boolean };
        const found = codes.find((c) => c.id === id)!;
        found.status = enabled ? 'active' : 'disabled';
        return { body: ok(found) };
      },
    });
    renderWithProviders(<RegisterCenterPage />);
    const list = await screen.findByTestId('invite-codes');
    const row = within(list).getByText('PROMO01').closest('li')!;
    expect(row.textContent).toContain('3');
    const link = within(row).getByRole('textbox', { name: 'Link' }) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/register?r=PROMO01`);
    fireEvent.click(within(row).getByRole('button', { name: 'QR code' }));
    expect(within(row).getByRole('img', { name: /QR code of the registration link/ })).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Invitation codes' });
    fireEvent.click(within(form).getByRole('radio', { name: 'Agent' }));
    fireEvent.change(await within(form).findByLabelText('Contract offered on registration'), {
      target: { value: 'realtime_salary' },
    });
    fireEvent.change(within(form).getByLabelText(/Ratio \(%\)/), { target: { value: '1.2' } });
    fireEvent.change(within(form).getByLabelText('Code'), { target: { value: 'AGT2026' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(await within(form).findByText('Code AGT2026 is ready.')).toBeTruthy();
    const sent = requests.find((r) => r.method === 'POST' && r.path === '/wps/agent/inviteCodes');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      accountType: 'agent',
      code: 'AGT2026',
      offers: [
        {
          kind: 'realtime_salary',
          tiers: [{ ratio: '1.2', minTurnover: '0', minLoss: '0', minActiveMembers: 0 }],
        },
      ],
    });
    const agentRow = (await within(list).findByText('AGT2026')).closest('li')!;
    expect(agentRow.textContent).toContain('Real-time salary');

    fireEvent.click(within(row).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(row.textContent).toContain('Disabled'));
    const toggle = requests.find((r) => r.path === '/wps/agent/inviteCodes/status');
    expect(JSON.parse(toggle?.body ?? '{}')).toEqual({ id: 1, enabled: false });
  });

  it('checks a chosen code before sending it', async () => {
    setToken('agent-token');
    const { requests } = stubFetch({
      '/wps/member/info/funds/consolidated': consolidated,
      '/wps/agent/inviteCodes': { list: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 0 },
    });
    renderWithProviders(<RegisterCenterPage />);
    const form = screen.getByRole('form', { name: 'Invitation codes' });
    fireEvent.change(within(form).getByLabelText('Code'), { target: { value: 'no way' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('No invitation codes yet.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
