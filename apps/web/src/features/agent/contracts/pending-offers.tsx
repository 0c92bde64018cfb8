/**
 * Contract offers waiting for the member's answer (issue 10): read from the consolidated info
 * (`…req…` lists), shown in a dialog to read the terms and sign or refuse with the contract
 * calls. It opens after signing in (once no other dialog is on screen) and over the agent
 * centre; "Later" keeps it closed for the tab's session until a new offer arrives, and the
 * agent centre keeps a notice with a button to open it again. Agents only: offers are made
 * to agents, so players never make the call.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { ContractView } from '@wl/contract/contracts/process-contract';
import { useToken } from '../../../api/use-session';
import { errorMessage } from '../../../components/error-message';
import { FormAlert } from '../../../components/form/form-alert';
import { Modal } from '../../../components/modal';
import { useAnyDialogOpen } from '../../../components/use-open-dialogs';
import { consolidatedQuery, processContract } from './contracts-api';
import { OwnContract } from './own-contract';
import './contracts.css';

const LATER_KEY = 'CONTRACT_OFFERS_LATER';

function laterIds(): number[] {
  try {
    return JSON.parse(window.sessionStorage.getItem(LATER_KEY) ?? '[]') as number[];
  } catch {
    return [];
  }
}

function putOff(offers: ContractView[]) {
  try {
    window.sessionStorage.setItem(LATER_KEY, JSON.stringify(offers.map((o) => o.contractId)));
  } catch {
    // Storage refused (private mode): the dialog simply comes back on the next page load.
  }
}

/**
 * Which of the after-sign-in prompt and the agent centre's notice shows the dialog by itself:
 * both may see a fresh offer in the same moment, and the member must get one dialog, not two.
 * The claim is taken synchronously (two effects of one commit can't both win) and watched, so
 * when its holder goes away without an answer the other one opens the dialog instead.
 */
let autoOpenedBy: object | null = null;
const ownerWatchers = new Set<() => void>();
function setAutoOpener(owner: object | null) {
  autoOpenedBy = owner;
  for (const watcher of ownerWatchers) watcher();
}
function claimAutoOpen(owner: object): boolean {
  if (autoOpenedBy !== null && autoOpenedBy !== owner) return false;
  if (autoOpenedBy !== owner) setAutoOpener(owner);
  return true;
}
function releaseAutoOpen(owner: object) {
  if (autoOpenedBy === owner) setAutoOpener(null);
}
function watchOwner(onChange: () => void) {
  ownerWatchers.add(onChange);
  return () => ownerWatchers.delete(onChange);
}
/** The current holder of the claim, so a component re-checks when it is released. */
const useAutoOpener = () =>
  useSyncExternalStore(
    watchOwner,
    () => autoOpenedBy,
    () => null,
  );

const hasFresh = (offers: ContractView[]) => {
  const later = laterIds();
  return offers.some((o) => !later.includes(o.contractId));
};

/** The offers made to the signed-in member, every kind; empty until known or for players. */
export function usePendingOffers(): ContractView[] {
  const token = useToken();
  const consolidated = useQuery(consolidatedQuery(token));
  const c = consolidated.data;
  if (!c) return [];
  return [
    ...c.divtypereq,
    ...c.dailysalreqtype,
    ...c.contracthoursalreq,
    ...c.realtimesalreqtype,
  ].filter((o) => o.role === 'downline' && o.status === 'proposed');
}

export function PendingOffersDialog(props: { offers: ContractView[]; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const answer = useMutation({
    mutationFn: (a: { offer: ContractView; action: 'sign' | 'refuse' }) =>
      processContract(a.offer.kind, { action: a.action, contractId: a.offer.contractId }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['contracts'] }),
  });
  return (
    <Modal
      open
      title={t('agentContracts.offersTitle')}
      onClose={props.onClose}
      footer={
        <button type="button" className="btn btn--ghost" onClick={props.onClose}>
          {t('agentContracts.later')}
        </button>
      }
    >
      <div className="ct" data-testid="pending-offers">
        <p>{t('agentContracts.offersIntro')}</p>
        {answer.isError && <FormAlert tone="error">{errorMessage(t, answer.error)}</FormAlert>}
        {answer.isSuccess && (
          <FormAlert tone="success">
            {t(
              answer.variables.action === 'sign'
                ? 'agentContracts.signed'
                : 'agentContracts.refused',
            )}
          </FormAlert>
        )}
        {props.offers.map((offer) => (
          <OwnContract
            key={offer.contractId}
            contract={offer}
            showKind
            busy={answer.isPending}
            onAnswer={(action) => {
              if (action !== 'terminate') answer.mutate({ offer, action });
            }}
          />
        ))}
      </div>
    </Modal>
  );
}

/** Opens the dialog after signing in, once no other dialog is on screen. */
export function PendingOfferPrompt() {
  const offers = usePendingOffers();
  const otherDialog = useAnyDialogOpen();
  const [open, setOpen] = useState(false);
  const self = useRef({}).current;
  const opener = useAutoOpener();
  const ready = hasFresh(offers) && !otherDialog;
  useEffect(() => {
    if (ready && claimAutoOpen(self)) setOpen(true);
  }, [ready, self, opener]);
  useEffect(() => () => releaseAutoOpen(self), [self]);
  // Once open it stays until closed, so the answer to the last offer is seen.
  if (!open) return null;
  return (
    <PendingOffersDialog
      offers={offers}
      onClose={() => {
        putOff(offers);
        releaseAutoOpen(self);
        setOpen(false);
      }}
    />
  );
}

/**
 * The agent centre's notice of waiting offers with a button to read them; the dialog opens
 * over the centre by itself while an offer has not been put off this session.
 */
export function PendingOffersNotice() {
  const { t } = useTranslation();
  const offers = usePendingOffers();
  const [open, setOpen] = useState<boolean | null>(null);
  const self = useRef({}).current;
  const opener = useAutoOpener();
  const fresh = hasFresh(offers);
  useEffect(() => {
    if (open === null && fresh && claimAutoOpen(self)) setOpen(true);
  }, [open, fresh, self, opener]);
  useEffect(() => () => releaseAutoOpen(self), [self]);
  return (
    <>
      {offers.length > 0 ? (
        <div className="ac-offers" role="status">
          <span>{t('agentContracts.offersWaiting', { count: offers.length })}</span>
          <button type="button" className="btn btn--primary" onClick={() => setOpen(true)}>
            {t('agentContracts.readOffers')}
          </button>
        </div>
      ) : null}
      {open ? (
        <PendingOffersDialog
          offers={offers}
          onClose={() => {
            putOff(offers);
            releaseAutoOpen(self);
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
