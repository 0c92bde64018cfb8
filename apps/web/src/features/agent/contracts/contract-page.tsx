/**
 * A contract kind's agent-centre page (dividend, daily wages, hourly or real-time salary): the
 * agent's own contract with its upline (sign or refuse an offer, terminate a running one), the
 * contracts it granted its downline, the form to offer new terms, and one contract's history.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { ContractView } from '@wl/contract/contracts/process-contract';
import { useToken } from '../../../api/use-session';
import { errorMessage } from '../../../components/error-message';
import { FormAlert } from '../../../components/form/form-alert';
import { Loaded } from '../../../components/records/loaded';
import { ContractHistory } from './contract-history';
import { contractsQuery, processContract, type ContractKind } from './contracts-api';
import { OwnContract, type Answer } from './own-contract';
import { ProposeForm } from './propose-form';
import './contracts.css';

export function ContractPage(props: { kind: ContractKind }) {
  const { t } = useTranslation();
  const token = useToken();
  const client = useQueryClient();
  const list = useQuery(contractsQuery(token, props.kind));
  const [selected, setSelected] = useState<number | null>(null);
  const act = useMutation({
    mutationFn: (a: { contractId: number; action: Answer }) => processContract(props.kind, a),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['contracts'] }),
  });
  const answer = (contractId: number, action: Answer) => act.mutate({ contractId, action });
  return (
    <div className="ct">
      {act.isError && <FormAlert tone="error">{errorMessage(t, act.error)}</FormAlert>}
      <Loaded query={list}>
        {(data) => {
          const mine = data.contracts.filter((c) => c.role === 'downline');
          const granted = data.contracts.filter((c) => c.role === 'upline');
          return (
            <>
              <section aria-labelledby="ct-mine-title">
                <h4 id="ct-mine-title">{t('agentContracts.mine')}</h4>
                {mine.length === 0 && <p>{t('agentContracts.none')}</p>}
                {mine.map((c) => (
                  <OwnContract
                    key={c.contractId}
                    contract={c}
                    busy={act.isPending}
                    onAnswer={(action) => answer(c.contractId, action)}
                    onHistory={() => setSelected(c.contractId)}
                  />
                ))}
              </section>
              <section aria-labelledby="ct-granted-title">
                <h4 id="ct-granted-title">{t('agentContracts.granted')}</h4>
                {granted.length === 0 ? (
                  <p>{t('agentContracts.none')}</p>
                ) : (
                  <GrantedList
                    contracts={granted}
                    busy={act.isPending}
                    onTerminate={(id) => answer(id, 'terminate')}
                    onHistory={setSelected}
                  />
                )}
              </section>
            </>
          );
        }}
      </Loaded>
      <ProposeForm kind={props.kind} />
      {selected !== null && (
        <ContractHistory contractId={selected} live={props.kind === 'realtime_salary'} />
      )}
    </div>
  );
}

function GrantedList(props: {
  contracts: ContractView[];
  busy: boolean;
  onTerminate: (id: number) => void;
  onHistory: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="ct-scroll">
      <table className="ct-table">
        <thead>
          <tr>
            <th scope="col">{t('agentContracts.downline')}</th>
            <th scope="col">{t('agentContracts.status')}</th>
            <th scope="col">{t('agentContracts.topRatio')}</th>
            <th scope="col">{t('agentContracts.actionsTitle')}</th>
          </tr>
        </thead>
        <tbody>
          {props.contracts.map((c) => (
            <tr key={c.contractId} data-status={c.status}>
              <td>{c.downlineUsername}</td>
              <td>{t(`agentContracts.status_${c.status}`)}</td>
              <td>{c.topRatio}%</td>
              <td className="ct-actions">
                {(c.status === 'proposed' || c.status === 'active') && (
                  <button
                    type="button"
                    className="btn btn--ghost"
                    disabled={props.busy}
                    onClick={() => props.onTerminate(c.contractId)}
                  >
                    {t('agentContracts.terminate')}
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn--ghost"
                  onClick={() => props.onHistory(c.contractId)}
                >
                  {t('agentContracts.history')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
