import { AlertDialog, Button, SidePanel } from '@atrium/design-system';
import { useMemo, useState, type ReactNode } from 'react';
import type { TableSummary } from '../data/types.js';
import { useCreatePolicy, useUpdatePolicy } from '../data/policy-mutations.js';
import { usePolicyPreview } from '../data/policy-queries.js';
import { createBody, updateBody } from '../policy/body.js';
import {
  expressionErrorOf,
  policyErrorMessage,
  type ExpressionError,
} from '../policy/expression-error.js';
import { emptyForm, formFromPolicy, sameForm, type PolicyForm } from '../policy/form.js';
import type { Policy } from '../policy/policy.js';
import { policyRequest } from '../policy/request.js';
import { reviewErrors } from '../policy/validation.js';
import { templatesFor } from '../templates/templates-for.js';
import type { PolicyTemplate } from '../templates/template.js';
import { PolicyTester } from '../tester/PolicyTester.js';
import { PolicyFormView } from './PolicyFormView.js';
import { ReviewView } from './ReviewView.js';
import { SelectionView } from './SelectionView.js';
import { TemplatesView } from './TemplatesView.js';

type View = 'selection' | 'templates' | 'editor' | 'review';

const formFromTemplate = (template: PolicyTemplate): PolicyForm => ({
  name: template.name,
  command: template.command,
  definition: template.definition,
  check: template.check,
  roles: [...template.roles],
});

export interface PolicyEditorModalProps {
  table: TableSummary;
  /** The policy to edit; a new policy when absent. */
  policy?: Policy;
  onClose: () => void;
}

/**
 * The policy editor (spec section 4), in a wide side sheet so an expression, the tester's rows and
 * the review SQL have room: a new policy starts at selection, an existing one at the editor;
 * review shows the server's SQL; a failed save returns to the editor with the database's message;
 * closing with unsaved edits asks first. A syntax error the database finds in an expression (on
 * review, test or save) is underlined in that expression's editor.
 */
export function PolicyEditorModal({ table, policy, onClose }: PolicyEditorModalProps) {
  const createPolicy = useCreatePolicy();
  const updatePolicy = useUpdatePolicy();
  const initial = useMemo(() => (policy ? formFromPolicy(policy) : emptyForm), [policy]);
  const [view, setView] = useState<View>(policy ? 'editor' : 'selection');
  const [form, setForm] = useState(initial);
  const [saveError, setSaveError] = useState<string>();
  const [expressionError, setExpressionError] = useState<ExpressionError>();
  const [saving, setSaving] = useState(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const target = `${table.schema}.${table.name}`;

  const errors = reviewErrors(form);
  const request = errors.length === 0 ? policyRequest(form, table, policy) : null;
  const preview = usePolicyPreview(view === 'review' ? request : null);

  const requestClose = () => (sameForm(form, initial) ? onClose() : setConfirmingDiscard(true));

  async function save() {
    setSaving(true);
    try {
      if (policy) await updatePolicy.trigger({ id: policy.id, body: updateBody(policy, form) });
      else await createPolicy.trigger(createBody({ ...form, command: form.command! }, table));
      onClose();
    } catch (error) {
      setSaveError(policyErrorMessage(error));
      setExpressionError(expressionErrorOf(error));
      setView('editor');
    } finally {
      setSaving(false);
    }
  }

  const footers: Record<View, ReactNode> = {
    selection: <Button onPress={requestClose}>Cancel</Button>,
    templates: <Button onPress={() => setView('selection')}>Back</Button>,
    editor: (
      <>
        <Button onPress={requestClose}>Cancel</Button>
        <Button variant="solid" tone="accent" onPress={() => setView('review')}>
          Review
        </Button>
      </>
    ),
    review: (
      <>
        <Button
          onPress={() => {
            setExpressionError(expressionErrorOf(preview.error) ?? expressionError);
            setView('editor');
          }}
        >
          Back to editor
        </Button>
        <Button
          variant="solid"
          tone="accent"
          isDisabled={errors.length > 0 || !preview.data}
          isPending={saving}
          onPress={() => void save()}
        >
          Save policy
        </Button>
      </>
    ),
  };

  return (
    <>
      <SidePanel
        size="xl"
        isOpen
        onOpenChange={(open) => !open && requestClose()}
        title={policy ? `Edit policy on ${target}` : `Create a new policy on ${target}`}
        footer={footers[view]}
      >
        {view === 'selection' && (
          <SelectionView
            onTemplates={() => setView('templates')}
            onScratch={() => setView('editor')}
          />
        )}
        {view === 'templates' && (
          <TemplatesView
            templates={templatesFor(table.schema, table.name)}
            onPick={(template) => {
              setForm(formFromTemplate(template));
              setView('editor');
            }}
          />
        )}
        {view === 'editor' && (
          <PolicyFormView
            form={form}
            onChange={(next) => {
              // An edit to the expression in error makes its mark stale; others keep it.
              if (expressionError && next[expressionError.field] !== form[expressionError.field]) {
                setExpressionError(undefined);
              }
              setForm(next);
              setSaveError(undefined);
            }}
            expressionError={expressionError}
            isExisting={policy !== undefined}
            target={target}
            saveError={saveError}
            tester={
              <PolicyTester
                tableId={table.id}
                request={policyRequest(form, table, policy)}
                policyRoles={form.roles}
                onExpressionError={setExpressionError}
              />
            }
          />
        )}
        {view === 'review' && (
          <ReviewView
            errors={errors}
            sql={preview.data?.sql}
            previewError={preview.error && policyErrorMessage(preview.error)}
          />
        )}
      </SidePanel>
      <AlertDialog
        isOpen={confirmingDiscard}
        onOpenChange={setConfirmingDiscard}
        title="Discard changes"
        confirmLabel="Discard changes"
        tone="critical"
        onConfirm={onClose}
      >
        There are unsaved changes. Are you sure you want to close the editor? Your changes will be
        lost.
      </AlertDialog>
    </>
  );
}
