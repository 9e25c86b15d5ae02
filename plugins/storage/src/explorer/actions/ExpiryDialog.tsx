import { Button, Dialog, NumberField, Select, SelectItem } from '@atrium/design-system';
import { useState } from 'react';
import { EXPIRY_UNITS, type ExpiryUnit } from './action-rules.js';

const UNITS = Object.keys(EXPIRY_UNITS) as ExpiryUnit[];

/** 'Custom expiry for signed URL': a duration in days, weeks, months or years. */
export function ExpiryDialog({
  onSign,
  onClose,
}: {
  onSign: (seconds: number) => Promise<unknown>;
  onClose: () => void;
}) {
  const [amount, setAmount] = useState<number>(Number.NaN);
  const [unit, setUnit] = useState<ExpiryUnit>('days');
  const [signing, setSigning] = useState(false);
  const filled = !Number.isNaN(amount);
  const invalid = filled && !(amount > 0);
  const seconds = filled ? amount * EXPIRY_UNITS[unit] : 0;
  const submit = async () => {
    setSigning(true);
    try {
      await onSign(seconds);
      onClose();
    } catch {
      setSigning(false);
    }
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title="Custom expiry for signed URL"
      footer={(close) => (
        <>
          <Button variant="ghost" onPress={close}>
            Cancel
          </Button>
          <Button isDisabled={!filled || invalid} isPending={signing} onPress={() => void submit()}>
            Get signed URL
          </Button>
        </>
      )}
    >
      <p>Enter the duration for which the URL will be valid for:</p>
      <NumberField
        label="Duration"
        value={amount}
        onChange={setAmount}
        isInvalid={invalid}
        errorMessage={invalid ? 'Expiry duration cannot be less than 0' : undefined}
      />
      <Select
        label="Unit"
        value={unit}
        onChange={(key) => UNITS.includes(key as ExpiryUnit) && setUnit(key as ExpiryUnit)}
      >
        {UNITS.map((name) => (
          <SelectItem key={name} id={name}>
            {name}
          </SelectItem>
        ))}
      </Select>
      {filled && !invalid && (
        <p>{`URL will expire on ${new Date(Date.now() + seconds * 1000).toLocaleString()}`}</p>
      )}
    </Dialog>
  );
}
