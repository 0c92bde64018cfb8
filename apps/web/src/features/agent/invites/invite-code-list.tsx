/**
 * The agent's invitation codes: each with its terms, how many registered with it, its link
 * (copy) and QR code, and a switch to disable or enable it. Paged.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InviteCodeView } from '@wl/contract/agent/invite-codes';
import { useToken } from '../../../api/use-session';
import { errorMessage } from '../../../components/error-message';
import { FormAlert } from '../../../components/form/form-alert';
import { QrCode } from '../../../components/qr-code';
import { Loaded } from '../../../components/records/loaded';
import { Pager } from '../../../components/records/pager';
import { AGENT_PAGE_SIZE } from '../api/agent-api';
import { inviteCodesQuery, inviteLink, setInviteCodeEnabled } from './invites-api';

function Terms({ code }: { code: InviteCodeView }) {
  const { t } = useTranslation();
  if (code.accountType === 'player') return <>{t('agentCentre.open.player')}</>;
  return (
    <>
      {t('agentCentre.open.agent')}
      {code.offers.map((o) => (
        <span key={o.kind} className="ac-contract-state">
          {t(`agentContracts.kinds.${o.kind}`)}{' '}
          {t('agentContracts.topRatioIs', { ratio: o.topRatio })}
        </span>
      ))}
    </>
  );
}

export function InviteCodeList() {
  const { t } = useTranslation();
  const token = useToken();
  const client = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const [qrOf, setQrOf] = useState<number | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const list = useQuery(inviteCodesQuery(token, pageNo, AGENT_PAGE_SIZE));
  const toggle = useMutation({
    mutationFn: (c: InviteCodeView) => setInviteCodeEnabled(c.id, c.status !== 'active'),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['agent', 'inviteCodes'] }),
  });
  const copy = (code: string) =>
    void navigator.clipboard
      ?.writeText(inviteLink(code))
      .then(() => setCopied(code))
      .catch(() => setCopied(null));
  return (
    <Loaded query={list}>
      {(data) =>
        data.list.length === 0 ? (
          <p className="ac-muted">{t('agentCentre.invites.empty')}</p>
        ) : (
          <div className="ac-stack">
            {toggle.isError ? (
              <FormAlert tone="error">{errorMessage(t, toggle.error)}</FormAlert>
            ) : null}
            {copied ? (
              <FormAlert tone="success">
                {t('agentCentre.invites.copied', { code: copied })}
              </FormAlert>
            ) : null}
            <div className="ac-table-wrap">
              <table className="ac-table" data-testid="invite-codes">
                <thead>
                  <tr>
                    <th scope="col">{t('agentCentre.invites.code')}</th>
                    <th scope="col">{t('agentCentre.invites.terms')}</th>
                    <th scope="col">{t('agentCentre.invites.registered')}</th>
                    <th scope="col">{t('agentCentre.invites.status')}</th>
                    <th scope="col">{t('agentCentre.invites.link')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((c) => (
                    <tr key={c.id} data-code={c.code}>
                      <th scope="row">
                        {c.code}
                        {c.note ? <span className="ac-muted ac-note">{c.note}</span> : null}
                      </th>
                      <td>
                        <Terms code={c} />
                      </td>
                      <td>{c.registered}</td>
                      <td>
                        {t(`agentCentre.invites.${c.status}`)}{' '}
                        <button
                          type="button"
                          className="btn btn--ghost"
                          disabled={toggle.isPending}
                          onClick={() => toggle.mutate(c)}
                        >
                          {t(
                            c.status === 'active'
                              ? 'agentCentre.invites.disable'
                              : 'agentCentre.invites.enable',
                          )}
                        </button>
                      </td>
                      <td>
                        <input
                          className="ac-link-text"
                          readOnly
                          value={inviteLink(c.code)}
                          aria-label={t('agentCentre.invites.link')}
                          onFocus={(e) => e.currentTarget.select()}
                        />
                        <button
                          type="button"
                          className="btn btn--ghost"
                          onClick={() => copy(c.code)}
                        >
                          {t('agentCentre.invites.copy')}
                        </button>
                        <button
                          type="button"
                          className="btn btn--ghost"
                          aria-expanded={qrOf === c.id}
                          onClick={() => setQrOf(qrOf === c.id ? null : c.id)}
                        >
                          {t('agentCentre.invites.qr')}
                        </button>
                        {qrOf === c.id ? (
                          <QrCode
                            className="ac-qr"
                            text={inviteLink(c.code)}
                            label={t('agentCentre.invites.qrLabel', { code: c.code })}
                          />
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={data.pageNo} totalPages={data.totalPages} onPage={setPageNo} />
          </div>
        )
      }
    </Loaded>
  );
}
