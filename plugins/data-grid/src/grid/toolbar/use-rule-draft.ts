import { useState } from 'react';

/**
 * A rules popover's working copy (filters, sorts): copied from the applied rules each time it
 * opens, edited freely, and handed back only by `apply`, so closing it discards the edits.
 */
export function useRuleDraft<Rule>(applied: readonly Rule[], onApply: (rules: Rule[]) => void) {
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState<Rule[]>([]);
  return {
    isOpen,
    draft,
    open(next: boolean) {
      if (next) setDraft([...applied]);
      setOpen(next);
    },
    add: (rule: Rule) => setDraft((rules) => [...rules, rule]),
    change: (index: number, patch: Partial<Rule>) =>
      setDraft((rules) => rules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule))),
    remove: (index: number) => setDraft((rules) => rules.filter((_, i) => i !== index)),
    apply() {
      onApply(draft);
      setOpen(false);
    },
  };
}
