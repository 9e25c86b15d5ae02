import { ButtonLink, Checkbox, IconButton, Menu, MenuItem, Tooltip } from '@atrium/design-system';
import type { Snippet } from '../data/content-api.js';
import { snippetPreview } from './preview.js';
import * as css from './Snippets.css.js';
import { sqlOf } from './use-snippet-actions.js';

export type SnippetAction = 'rename' | 'share' | 'duplicate' | 'favorite' | 'delete';

/**
 * One snippet of the sidebar: its link (hover shows the first 43 characters of its SQL), a box
 * to select it for a bulk delete, and its menu. Renaming, sharing and deleting are its owner's.
 */
export function SnippetRow({
  snippet,
  href,
  isOpen,
  isOwner,
  canWrite,
  isSelected,
  onSelect,
  onAction,
}: {
  snippet: Snippet;
  href: string;
  isOpen: boolean;
  isOwner: boolean;
  canWrite: boolean;
  isSelected: boolean;
  onSelect: (selected: boolean) => void;
  onAction: (action: SnippetAction) => void;
}) {
  const owned = isOwner && canWrite;
  const preview = snippetPreview(sqlOf(snippet));
  return (
    <li className={css.row}>
      {owned && (
        <Checkbox isSelected={isSelected} onChange={onSelect} aria-label={`Select ${snippet.name}`}>
          {null}
        </Checkbox>
      )}
      <Tooltip content={<span className={css.preview}>{preview || 'Empty query'}</span>}>
        <ButtonLink
          href={href}
          variant="ghost"
          size="small"
          aria-current={isOpen ? 'page' : undefined}
          UNSAFE_className={[css.name, isOpen ? css.open : ''].join(' ')}
        >
          {snippet.name}
        </ButtonLink>
      </Tooltip>
      {canWrite && (
        <Menu
          trigger={
            <IconButton
              size="small"
              variant="ghost"
              icon={<span aria-hidden>⋯</span>}
              label={`Actions for ${snippet.name}`}
            />
          }
          onAction={(key) => onAction(key as SnippetAction)}
        >
          {owned && <MenuItem id="rename">Rename query</MenuItem>}
          {owned && snippet.visibility === 'user' && (
            <MenuItem id="share">Share query with project</MenuItem>
          )}
          <MenuItem id="duplicate">Duplicate as a personal copy</MenuItem>
          <MenuItem id="favorite">
            {snippet.content.favorite ? 'Remove from favorites' : 'Add to favorites'}
          </MenuItem>
          {owned && (
            <MenuItem id="delete" tone="critical">
              Delete query
            </MenuItem>
          )}
        </Menu>
      )}
    </li>
  );
}
