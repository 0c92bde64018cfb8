import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ConsolidatedResponse } from '@wl/contract/contracts/consolidated';
import type { ContractView } from '@wl/contract/contracts/process-contract';
import { setToken } from '../../../api/session';
import { ok, stubFetch, type RecordedRequest } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { PendingOfferPrompt, PendingOffersNotice } from './pending-offers';

const offer: ContractView = {
  contractId: 41,
  kind: 'realtime_salary',
  period: 'five_minutes',
  status: 'proposed',
  role: 'downline',
  uplineUsername: 'boss01',
  downlineUsername: 'me01',
  tiers: [{ ratio: '1.20', minTurnover: '0.00', minLoss: '0.00', minActiveMembers: 0 }],
  topRatio: '1.20',
  version: 1,
  proposedAt: Date.UTC(2026, 10, 2, 10),
  expiresAt: Date.UTC(2026, 10, 5, 10),
  signedAt: null,
  endedAt: null,
  downlineHigherRate: 'N',
};

function consolidated(offers: ContractView[]): ConsolidatedResponse {
  return {
    balance: '0.00',
    enableSalary: true,
    enableContract: false,
    enabledKinds: {
      dividend: false,
      dailySalary: false,
      hourlySalary: false,
      realtimeSalary: true,
    },
    divtypereq: [],
    dailysalreqtype: [],
    contracthoursalreq: [],
    realtimesalreqtype: offers,
    divtypeinfo: [],
    dailysalinfotype: [],
    contracthoursalinfo: [],
    contractmrdailysalinfotype: [],
    realtimesalinfotype: [],
  };
}

function stubOffers() {
  let answered: string | null = null;
  const stub = stubFetch({
    '/wps/member/info/funds/consolidated': () => ({
      body: ok(consolidated(answered ? [] : [offer])),
    }),
    '/wps/relay/MCSFE_processRealTimeSalaryContract': (req: RecordedRequest) => {
      answered = (JSON.parse(req.body ?? '{}') as { action: string }).action;
      return { body: ok({ contract: null, contracts: [] }) };
    },
  });
  return { ...stub, answered: () => answered };
}

describe('pending contract offers', () => {
  it('open after signing in with the terms, and signing answers the offer', async () => {
    window.sessionStorage.clear();
    setToken('agent-token');
    const stub = stubOffers();
    renderWithProviders(<PendingOfferPrompt />);
    const dialog = await screen.findByRole('dialog', { name: 'Contract offers' });
    expect(dialog.textContent).toContain('Real-time salary');
    expect(dialog.textContent).toContain('boss01');
    expect(dialog.textContent).toContain('1.20%');
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(stub.answered()).toBe('sign'));
    const call = stub.requests.find((r) => r.path.includes('RealTimeSalary'));
    expect(JSON.parse(call?.body ?? '{}')).toEqual({ action: 'sign', contractId: 41 });
    expect(await screen.findByText('Signed. The contract is in force.')).toBeTruthy();
  });

  it('"Later" keeps the prompt closed this session; the agent centre notice reopens it', async () => {
    window.sessionStorage.clear();
    setToken('agent-token');
    const stub = stubOffers();
    const first = renderWithProviders(<PendingOfferPrompt />);
    await screen.findByRole('dialog', { name: 'Contract offers' });
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog', { name: 'Contract offers' })).toBeNull();
    first.unmount();

    renderWithProviders(<PendingOffersNotice />);
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Contract offers waiting for your answer: 1');
    expect(screen.queryByRole('dialog', { name: 'Contract offers' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Read the offers' }));
    await screen.findByRole('dialog', { name: 'Contract offers' });
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(stub.answered()).toBe('refuse'));
  });

  it('shows one dialog when the prompt and the agent centre notice both see a fresh offer', async () => {
    window.sessionStorage.clear();
    setToken('agent-token');
    stubOffers();
    renderWithProviders(
      <>
        <PendingOfferPrompt />
        <PendingOffersNotice />
      </>,
    );
    await screen.findByRole('dialog', { name: 'Contract offers' });
    await screen.findByText('Contract offers waiting for your answer: 1');
    expect(screen.getAllByRole('dialog', { name: 'Contract offers', hidden: true })).toHaveLength(
      1,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog', { name: 'Contract offers' })).toBeNull();
  });

  it('the agent centre notice opens the dialog when the prompt that had it goes away unanswered', async () => {
    window.sessionStorage.clear();
    setToken('agent-token');
    stubOffers();
    const prompt = renderWithProviders(<PendingOfferPrompt />);
    await screen.findByRole('dialog', { name: 'Contract offers' });
    renderWithProviders(<PendingOffersNotice />);
    await screen.findByText('Contract offers waiting for your answer: 1');
    expect(screen.getAllByRole('dialog', { name: 'Contract offers', hidden: true })).toHaveLength(
      1,
    );
    prompt.unmount();
    expect(await screen.findAllByRole('dialog', { name: 'Contract offers' })).toHaveLength(1);
  });
});
