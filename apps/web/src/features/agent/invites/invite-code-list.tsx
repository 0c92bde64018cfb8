/**
 * The agent's invitation codes as cards: each with its terms, how many registered with it,
 * its link (copy) and QR code, and a switch to disable or enable it. Paged.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
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

function CodeCard(props: {
  code: InviteCodeView;
  busy: boolean;
  onToggle: () => void;
  onCopied: () => void;
}) {
  const { t } = useTranslation();
  const [qr, setQr] = useState(false);
  const c = props.code;
  const link = inviteLink(c.code);
  const copy = () =>
    void navigator.clipboard?.writeText(link).then(props.onCopied, () => undefined);
  return (
    <li className="ac-card ac-code" data-code={c.code} data-status={c.status}>
      <div className="ac-code__head">
        <strong>{c.code}</strong>
        {c.note ? <span className="ac-muted">{c.note}</span> : null}
      </div>
      <dl className="ac-code__facts">
        <div>
          <dt>{t('agentCentre.invites.terms')}</dt>
          <dd>
            <Terms code={c} />
          </dd>
        </div>
        <div>
          <dt>{t('agentCentre.invites.registered')}</dt>
          <dd data-fact="registered">{c.registered}</dd>
        </div>
        <div>
          <dt>{t('agentCentre.invites.status')}</dt>
          <dd>{t(`agentCentre.invites.${c.status}`)}</dd>
        </div>
      </dl>
      <input
        className="ac-link-text"
        readOnly
        value={link}
        aria-label={t('agentCentre.invites.link')}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="ac-code__actions">
        <button type="button" className="btn btn--ghost" onClick={copy}>
          {t('agentCentre.invites.copy')}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          aria-expanded={qr}
          onClick={() => setQr(!qr)}
        >
          {t('agentCentre.invites.qr')}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={props.busy}
          onClick={props.onToggle}
        >
          {t(c.status === 'active' ? 'agentCentre.invites.disable' : 'agentCentre.invites.enable')}
        </button>
      </div>
      {qr ? (
        <QrCode
          className="ac-qr"
          text={link}
          label={t('agentCentre.invites.qrLabel', { code: c.code })}
        />
      ) : null}
    </li>
  );
}

export function InviteCodeList() {
  const { t } = useTranslation();
  const token = useToken();
  const client = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const [copied, setCopied] = useState<string | null>(null);
  const list = useQuery(inviteCodesQuery(token, pageNo, AGENT_PAGE_SIZE));
  const toggle = useMutation({
    mutationFn: (c: InviteCodeView) => setInviteCodeEnabled(c.id, c.status !== 'active'),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['agent', 'inviteCodes'] }),
  });
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
            <ul className="ac-codes" data-testid="invite-codes">
              {data.list.map((c) => (
                <CodeCard
                  key={c.id}
                  code={c}
                  busy={toggle.isPending}
                  onToggle={() => toggle.mutate(c)}
                  onCopied={() => setCopied(c.code)}
                />
              ))}
            </ul>
            <Pager page={data.pageNo} totalPages={data.totalPages} onPage={setPageNo} />
          </div>
        )
      }
    </Loaded>
  );
}
