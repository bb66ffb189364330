/** The overlay's few inline icons (decorative: always aria-hidden). */
import { Icon } from '../client/icon';

export function CloseIcon({ size = 20 }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

export function CheckIcon({ size = 18 }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Icon>
  );
}

export function ChevronDownIcon({ size = 16 }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M6 9l6 6 6-6" />
    </Icon>
  );
}

export function ShieldIcon({ size = 18 }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M12 3l7 4v5c0 4-3 7-7 9-4-2-7-5-7-9V7zM9 12l2 2 4-4" />
    </Icon>
  );
}
