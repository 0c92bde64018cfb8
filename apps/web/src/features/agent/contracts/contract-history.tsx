/** One contract's page: its running window, every version (who, when, why) and its bills. */
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { useToken } from '../../../api/use-session';
import { Loaded } from '../../../components/records/loaded';
import { formatRecordTime as formatTime } from '../../../i18n/format';
import { BillsTable } from './bills-table';
import { contractHistoryQuery } from './contracts-api';
import { CurrentWindow } from './current-window';

export function ContractHistory(props: { contractId: number; live: boolean }) {
  const { t } = useTranslation();
  const token = useToken();
  const history = useQuery(contractHistoryQuery(token, props.contractId, props.live));
  const { refetch } = history;
  const refresh = useCallback(() => void refetch(), [refetch]);
  return (
    <section className="ct-history" aria-labelledby="ct-history-title">
      <h4 id="ct-history-title">{t('agentContracts.historyTitle', { id: props.contractId })}</h4>
      <Loaded query={history}>
        {(data) => (
          <>
            {data.currentWindow && props.live && (
              <CurrentWindow window={data.currentWindow} onEnded={refresh} />
            )}
            <h5>{t('agentContracts.versions')}</h5>
            <ol className="ct-versions">
              {data.versions.map((v) => (
                <li key={v.version} data-action={v.action}>
                  <span>{formatTime(v.at)}</span>{' '}
                  <strong>{t(`agentContracts.actions.${v.action}`)}</strong>{' '}
                  <span>{t(`agentContracts.actors.${v.actorType}`)}</span>{' '}
                  <span>{t('agentContracts.topRatioIs', { ratio: v.topRatio })}</span>
                  {v.reason && <span> — {v.reason}</span>}
                </li>
              ))}
            </ol>
            <h5>{t('agentContracts.bills')}</h5>
            <BillsTable bills={data.bills} variant="contract" />
          </>
        )}
      </Loaded>
    </section>
  );
}
