import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { agentTreeResponse, type AgentNode } from '@wl/contract/agent/ops-agents';
import { ops } from '../../api/ops-client';
import { CsvButton, Pager } from '../../components/data-table';
import { ErrorText } from '../../components/error-text';
import './agents.css';

const PAGE_SIZE = 20;

/** One level of the tree (the top when parentId is null), a page at a time. */
export function TreeLevel({ parentId }: { parentId: number | null }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const level = useQuery({
    queryKey: ['agent-tree', parentId, pageNo],
    queryFn: () =>
      ops(
        {
          path: '/ops/agents/tree',
          query: { parentId: parentId ?? undefined, pageNo, pageSize: PAGE_SIZE },
        },
        agentTreeResponse,
      ),
  });
  if (level.isPending) return <p>{t('app.loading')}</p>;
  const list = level.data?.list ?? [];
  return (
    <div className="tree-level">
      <ErrorText error={level.error} />
      {list.length === 0 && !level.error && <p>{t('table.empty')}</p>}
      <ul className="agent-tree">
        {list.map((node) => (
          <TreeNode key={node.id} node={node} />
        ))}
      </ul>
      {level.data && level.data.totalPages > 1 && (
        <Pager
          page={level.data.pageNum}
          pages={level.data.totalPages}
          total={level.data.total}
          onPage={setPageNo}
        />
      )}
      {parentId === null && (
        <CsvButton
          filename="agents-top.csv"
          header={['id', 'username', 'type', 'status', 'direct', 'teamSize']}
          rows={list.map((n) => [
            String(n.id),
            n.username,
            String(n.type),
            n.status,
            String(n.direct),
            String(n.teamSize),
          ])}
        />
      )}
    </div>
  );
}

/** A member in the tree: its figures, a link to its page, and its downline on demand. */
function TreeNode(props: {
  node: AgentNode;
  open?: boolean;
  current?: boolean;
  only?: AgentNode[];
}) {
  const { t } = useTranslation();
  const { node } = props;
  const [open, setOpen] = useState(props.open ?? false);
  const childrenId = `agent-children-${node.id}`;
  return (
    <li aria-current={props.current ? 'true' : undefined}>
      <div className="tree-node">
        {node.direct > 0 ? (
          <button
            type="button"
            className="secondary"
            aria-expanded={open}
            aria-controls={childrenId}
            aria-label={t(open ? 'agents.collapse' : 'agents.expand', { username: node.username })}
            onClick={() => setOpen(!open)}
          >
            {open ? '−' : '+'}
          </button>
        ) : (
          <span className="tree-leaf" aria-hidden="true" />
        )}
        <Link to={String(node.id)}>{node.username}</Link>
        <span>{t(node.isAgent ? 'agents.agent' : 'agents.player')}</span>
        {node.status !== 'active' && <span>{t(`members.statuses.${node.status}`)}</span>}
        <span>{t('agents.sizes', { direct: node.direct, team: node.teamSize })}</span>
      </div>
      {open && (
        <div id={childrenId}>
          {props.only ? <PathView path={props.only} nested /> : <TreeLevel parentId={node.id} />}
        </div>
      )}
    </li>
  );
}

/** The chain from the top down to a member found by name: each level opened on the way. */
export function PathView({ path, nested }: { path: AgentNode[]; nested?: boolean }) {
  const [head, ...rest] = path;
  if (!head) return null;
  const last = rest.length === 0;
  return (
    <ul className={nested ? 'agent-tree' : 'agent-tree agent-path'}>
      <TreeNode
        node={head}
        open={!last || head.direct > 0}
        current={last}
        {...(last ? {} : { only: rest })}
      />
    </ul>
  );
}
