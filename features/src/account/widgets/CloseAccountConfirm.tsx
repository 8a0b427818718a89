import {
  Button,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '@storefront/design-system';

export interface CloseAccountConfirmProps {
  action: string;
  title: string;
  description: string;
  keep: string;
  pending: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** Where focus goes back when the dialog closes: the button that opened it (it is not Radix's own trigger). */
  onClosed: () => void;
}

/**
 * The confirmation before an account is cancelled or deactivated. It is its own module because AccountClosing loads
 * it (and the dialog's focus trap and scroll lock) only when the shopper asks to close the account (issue #14).
 */
export function CloseAccountConfirm({
  action,
  title,
  description,
  keep,
  pending,
  open,
  onOpenChange,
  onConfirm,
  onClosed,
}: CloseAccountConfirmProps) {
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <DialogDescription>{description}</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{keep}</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button loading={pending} onClick={onConfirm}>
              {action}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
