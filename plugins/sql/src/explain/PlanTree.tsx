import { Badge } from '@atrium/design-system';
import { Button, Collection, Tree, TreeItem, TreeItemContent } from 'react-aria-components';
import * as styles from './Explain.css.js';
import { nodeIds, type PlanNode, type PlanTree as Plan } from './plan-tree.js';

const count = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 3 })} ms`;
const percent = (share: number) => `${Math.round(share * 100)} %`;

/** What a node did, in a line: its rows (estimated, then actual per loop) and its time or cost. */
export function nodeFacts(node: PlanNode, analyzed: boolean): string {
  const facts = [`estimated ${count(node.estimatedRows)} rows`];
  if (analyzed) {
    if (node.actualRows === null || node.loops === null || node.loops === 0) {
      facts.push('never executed');
    } else {
      facts.push(`actual ${count(node.actualRows)} rows`, `${count(node.loops)} loops`);
      facts.push(`self ${ms(node.exclusiveMs ?? 0)}`, `total ${ms(node.inclusiveMs ?? 0)}`);
    }
  } else {
    facts.push(`cost ${node.exclusiveCost.toFixed(2)} of ${node.totalCost.toFixed(2)}`);
  }
  return facts.join(' · ');
}

function NodeContent({ node, analyzed }: { node: PlanNode; analyzed: boolean }) {
  return (
    <TreeItemContent>
      {({ hasChildItems, isExpanded }) => (
        <>
          {hasChildItems ? (
            <Button slot="chevron" className={styles.chevron} aria-label="Expand or collapse">
              {isExpanded ? '▾' : '▸'}
            </Button>
          ) : (
            <span className={styles.chevron} aria-hidden />
          )}
          <div className={styles.body}>
            <div className={styles.heading}>
              <span className={styles.nodeType}>{node.nodeType}</span>
              {node.relation && <span>on {node.relation}</span>}
              {node.costly && (
                <Badge tone="caution">
                  Costly: {percent(node.share)} of the {analyzed ? 'time' : 'cost'}
                </Badge>
              )}
            </div>
            <span className={styles.facts}>{nodeFacts(node, analyzed)}</span>
            {node.details.map((detail) => (
              <span key={detail} className={styles.details}>
                {detail}
              </span>
            ))}
          </div>
        </>
      )}
    </TreeItemContent>
  );
}

/** One node and, below it, its children, each a tree item of its own. */
function PlanItem({ node, analyzed }: { node: PlanNode; analyzed: boolean }) {
  const label = [node.nodeType, node.relation && `on ${node.relation}`, node.costly && 'costly']
    .filter(Boolean)
    .join(' ');
  return (
    <TreeItem
      id={node.id}
      textValue={label}
      className={node.costly ? `${styles.item} ${styles.costly}` : styles.item}
      data-costly={node.costly || undefined}
    >
      <NodeContent node={node} analyzed={analyzed} />
      <Collection items={node.children}>
        {(child) => <PlanItem node={child} analyzed={analyzed} />}
      </Collection>
    </TreeItem>
  );
}

/**
 * The plan as a tree (react-aria's Tree: arrow keys move between nodes, Right and Left expand and
 * collapse), opened fully; the costly nodes are tinted and say their share of the whole.
 */
export function PlanTree({ plan }: { plan: Plan }) {
  return (
    <Tree
      aria-label="Query plan"
      className={styles.tree}
      items={[plan.root]}
      defaultExpandedKeys={nodeIds(plan.root)}
    >
      {(node) => <PlanItem node={node} analyzed={plan.analyzed} />}
    </Tree>
  );
}
