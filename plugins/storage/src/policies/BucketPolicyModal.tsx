import type { Policy } from '@atrium/core/plugin-api';
import { Box, Button, SidePanel } from '@atrium/design-system';
import { useState, type ReactNode } from 'react';
import { useCreateStoragePolicies, useUpdateStoragePolicy } from '../data/policies-mutations.js';
import { formFromPolicy, policyChange } from './policy-edit.js';
import {
  emptyStoragePolicyForm,
  storagePolicyBodies,
  storageReviewErrors,
  type StoragePolicyForm,
} from './policy-form.js';
import type { PolicyTarget } from './policy-target.js';
import {
  bucketLiteral,
  templateDefinition,
  type StoragePolicyTemplate,
} from './policy-templates.js';
import { PolicyEditorView } from './PolicyEditorView.js';
import { PolicyReviewView } from './PolicyReviewView.js';
import { PolicyTemplatesView } from './PolicyTemplatesView.js';

type Step = 'selection' | 'templates' | 'editor' | 'review';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Spec 4: a new policy from scratch starts with a bucket id check on its bucket. */
const scratchForm = (target: PolicyTarget): StoragePolicyForm => ({
  ...emptyStoragePolicyForm,
  definition: target.bucketId ? `bucket_id = ${bucketLiteral(target.bucketId)}` : '',
});

const formFromTemplate = (
  template: StoragePolicyTemplate,
  bucketId: string,
): StoragePolicyForm => ({
  name: template.name,
  roles: [...template.roles],
  definition: templateDefinition(template, bucketId),
  allowedOperations: [...template.allowedOperations],
});

/**
 * The bucket policy modal (spec 2.9, 4): selection (a template or from scratch), templates, the
 * editor with the tester, and review. A failed save returns to the editor with the database's
 * message; a successful one closes with 'Successfully saved policy!'. Policies of the other
 * cards (no bucket) start at the editor: the templates are about one bucket.
 */
export function BucketPolicyModal({
  target,
  title,
  policy,
  onClose,
}: {
  readonly target: PolicyTarget;
  /** What the policy is for, as the modal's title names it: a bucket, or the table. */
  readonly title: string;
  /** The policy to edit; a new policy when absent. */
  readonly policy?: Policy;
  readonly onClose: () => void;
}) {
  const create = useCreateStoragePolicies();
  const update = useUpdateStoragePolicy();
  const [step, setStep] = useState<Step>(policy || !target.bucketId ? 'editor' : 'selection');
  const [form, setForm] = useState(() => (policy ? formFromPolicy(policy) : scratchForm(target)));
  const [saveError, setSaveError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const errors = storageReviewErrors(form);
  const bodies = policy ? [] : storagePolicyBodies(form, target);

  async function save() {
    setSaving(true);
    try {
      if (policy) await update.trigger({ id: policy.id, change: policyChange(policy, form) });
      else await create.trigger(bodies);
      onClose();
    } catch (error) {
      setSaveError(
        `${policy ? 'Error updating policy' : 'Error adding policy'}: ${messageOf(error)}`,
      );
      setStep('editor');
    } finally {
      setSaving(false);
    }
  }

  const footers: Record<Step, ReactNode> = {
    selection: <Button onPress={onClose}>Cancel</Button>,
    templates: <Button onPress={() => setStep('selection')}>Back</Button>,
    editor: (
      <>
        <Button onPress={onClose}>Cancel</Button>
        <Button variant="solid" tone="accent" onPress={() => setStep('review')}>
          Review
        </Button>
      </>
    ),
    review: (
      <>
        <Button onPress={() => setStep('editor')}>Back to editor</Button>
        <Button
          variant="solid"
          tone="accent"
          isDisabled={errors.length > 0}
          isPending={saving}
          onPress={() => void save()}
        >
          Save policy
        </Button>
      </>
    ),
  };

  return (
    <SidePanel
      size="xl"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={policy ? `Editing policy for ${title}` : `Adding new policy to ${title}`}
      footer={footers[step]}
    >
      {step === 'selection' && (
        <Box display="flex" flexDirection="column" gap="medium">
          <Choice
            title="Get started quickly"
            description="Create a policy from a template"
            action="Start from a template"
            onPress={() => setStep('templates')}
          />
          <Choice
            title="For full customization"
            description="Create a policy from scratch"
            action="Start from scratch"
            onPress={() => setStep('editor')}
          />
        </Box>
      )}
      {step === 'templates' && target.bucketId && (
        <PolicyTemplatesView
          onPick={(template) => {
            setForm(formFromTemplate(template, target.bucketId!));
            setStep('editor');
          }}
        />
      )}
      {step === 'editor' && (
        <PolicyEditorView
          form={form}
          onChange={(next) => {
            setForm(next);
            setSaveError(undefined);
          }}
          policy={policy}
          target={target}
          saveError={saveError}
        />
      )}
      {step === 'review' && (
        <PolicyReviewView errors={errors} bodies={bodies} policy={policy} form={form} />
      )}
    </SidePanel>
  );
}

function Choice(props: {
  title: string;
  description: string;
  action: string;
  onPress: () => void;
}) {
  return (
    <Box
      display="flex"
      alignItems="center"
      gap="medium"
      padding="large"
      borderStyle="solid"
      borderWidth="standard"
      borderColor="border"
      borderRadius="medium"
    >
      <Box flexGrow={1} display="flex" flexDirection="column" gap="xxsmall">
        <Box as="span" fontWeight="strong">
          {props.title}
        </Box>
        <Box as="span" color="textMuted" fontSize="small">
          {props.description}
        </Box>
      </Box>
      <Button onPress={props.onPress}>{props.action}</Button>
    </Box>
  );
}
