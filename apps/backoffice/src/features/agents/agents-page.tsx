import { lazy, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { agentPathResponse, type AgentNode } from '@wl/contract/agent/ops-agents';
import { ops } from '../../api/ops-client';
import { ErrorText } from '../../components/error-text';
import { PathView, TreeLevel } from './agent-tree';
import { Field } from '../../components/field';

const AgentPage = lazy(() => import('./agent-page'));

/** The agents section: the downline tree, and an agent's page at agents/:memberId. */
export default function AgentsSection() {
  return (
    <Routes>
      <Route index element={<AgentsTree />} />
      <Route path=":memberId" element={<AgentPage />} />
    </Routes>
  );
}

/**
 * The tree from the top, a level at a time; a search by user name replaces it with the chain
 * from the top down to that member, so a deep agent is one search away.
 */
function AgentsTree() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [path, setPath] = useState<AgentNode[] | null>(null);
  const find = useMutation({
    mutationFn: (username: string) =>
      ops({ path: '/ops/agents/path', query: { username } }, agentPathResponse),
    onSuccess: (answer) => setPath(answer.path),
  });
  return (
    <section aria-labelledby="agents-heading">
      <h1 id="agents-heading">{t('agents.heading')}</h1>
      <form
        className="filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          if (draft.trim()) find.mutate(draft.trim());
        }}
      >
        <Field label={t('agents.findUsername')}>
          <input value={draft} onChange={(e) => setDraft(e.target.value)} required maxLength={64} />
        </Field>
        <button type="submit" disabled={find.isPending}>
          {t('agents.jump')}
        </button>
        {path && (
          <button type="button" className="secondary" onClick={() => setPath(null)}>
            {t('agents.wholeTree')}
          </button>
        )}
      </form>
      <ErrorText error={find.error} />
      {path ? <PathView path={path} /> : <TreeLevel parentId={null} />}
    </section>
  );
}
