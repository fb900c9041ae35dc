// The wishlist's 'Select all' box (wishlist-view.tsx). Rendered inside that client view (no directive
// needed).
import { useEffect, useRef } from 'react';

/** A checkbox that can show the mixed state (some rows checked). */
export function SelectAll({
  id,
  checked,
  mixed,
  label,
  onChange,
}: {
  id: string;
  checked: boolean;
  mixed: boolean;
  label: string;
  onChange: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={ref}
      id={id}
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={onChange}
      className="size-5 accent-accent"
    />
  );
}
