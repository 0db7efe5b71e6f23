/**
 * The design system in one import, for feature pages. Startup code (main.tsx, app/, session/, api/, hosts/)
 * should import the specific file instead (`ui/button.tsx`) to keep the first-load bundle small.
 */
export { Avatar, initials } from './avatar.tsx';
export { Badge, type BadgeTone, CountBadge, DotBadge } from './badge.tsx';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant, buttonClassName } from './button.tsx';
export { Card, type CardProps } from './card.tsx';
export { compareDecimal, normalizeDecimal, sanitizeDecimalInput } from './decimal.ts';
export { Dialog, type DialogProps } from './dialog.tsx';
export { Empty } from './empty.tsx';
export { IconButton, type IconButtonProps } from './icon-button.tsx';
export * from './icons.tsx';
export { Image, type ImageProps } from './image.tsx';
export { IMAGE_QUALITY, LAZY_ROOT_MARGIN, PLACEHOLDER_SRC, resizedSrc } from './image-src.ts';
export { Input, type InputProps } from './input.tsx';
export { List, ListItem } from './list.tsx';
export { MODAL_EXIT_MS, type ModalPhase, useModalPhase } from './modal-layer.ts';
export { NumberInput, type NumberInputProps } from './number-input.tsx';
export { Drawer, Sheet, type SheetProps } from './sheet.tsx';
export { Skeleton, SkeletonText } from './skeleton.tsx';
export { Spinner } from './spinner.tsx';
export { Switch } from './switch.tsx';
export { type TabItem, TabPanel, Tabs, type TabsProps } from './tabs.tsx';
export {
  getToast,
  hideToast,
  showToast,
  TOAST_DURATION_MS,
  type Toast,
  type ToastType,
  ToastViewport,
  useToast,
} from './toast.tsx';
