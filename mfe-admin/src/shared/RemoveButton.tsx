import { Button } from '@dss/ui';

/** Remove for an Active row; a disabled 'No Actions' for any other (document 3 §4). */
export function RemoveButton({ active, label, onRemove }: { active: boolean; label: string; onRemove(): void }) {
  return active ? (
    <Button size="xs" colorPalette="red" aria-label={`Remove ${label}`} onClick={onRemove}>
      Remove
    </Button>
  ) : (
    <Button size="xs" variant="outline" disabled>
      No Actions
    </Button>
  );
}
