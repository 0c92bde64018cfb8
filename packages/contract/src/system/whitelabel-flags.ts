/** The whitelabel tree's plain parts, without zod: the player site's home page reads them. */

/** A node of the merchant's module tree; `enabled` is "1"/"0" as the original clients read it. */
export type WhitelabelNode = {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
};

/**
 * Flattens the tree into modId → on/off; a child is on only when every ancestor is on.
 * The tree is operator-edited JSON, so malformed nodes are skipped rather than trusted.
 */
export function flattenWhitelabel(
  nodes: WhitelabelNode[],
  parentOn = true,
): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const node of Array.isArray(nodes) ? nodes : []) {
    if (typeof node?.modId !== 'string') continue;
    const on = parentOn && node.enabled === '1';
    flags[node.modId] = on;
    Object.assign(flags, flattenWhitelabel(node.childrenNodes, on));
  }
  return flags;
}

/** Feature switches named by the spec and the reference notes. */
export const WHITELABEL_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'CHNGPASSVERIF3',
  'AGENTPOLICY3',
  'WDRAWNOPASSVERIF3',
  'PAYMENTPASS3',
  'LOGINIPVERF3',
  'LOGINREQUIRED3',
  'MEMBERCENTER3',
  'AGENTCENTER3',
  'SALARY3',
  'DIVIDEND3',
  'HOURSAL3',
  'RTSALARY3',
  'TRANSFERUPLINE3',
] as const;
