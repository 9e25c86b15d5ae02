import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { Button } from '../Button/Button.js';
import { CloseButton } from '../Dialog/CloseButton.js';
import * as css from './Toast.css.js';
import { toastQueue } from './toast.js';

export interface ToastRegionProps {
  /** Names the landmark; react-aria's default is a localised "Notifications". */
  'aria-label'?: string;
}

/**
 * Renders the toast queue; mount it once, near the root of the app. Toasts are announced to
 * screen readers, reachable with F6 (a landmark), pause while hovered or focused, and close
 * with their dismiss button.
 */
export function ToastRegion(props: ToastRegionProps) {
  return (
    <AriaToastRegion {...props} queue={toastQueue} className={css.region}>
      {({ toast }) => (
        <AriaToast toast={toast} className={css.toast({ tone: toast.content.tone })}>
          <AriaToastContent className={css.content}>
            <Text slot="title" className={css.message}>
              {toast.content.message}
            </Text>
            {toast.content.description && (
              <Text slot="description" className={css.description}>
                {toast.content.description}
              </Text>
            )}
          </AriaToastContent>
          {toast.content.action && (
            <Button
              size="small"
              onPress={() => {
                toast.content.action?.onAction();
                toastQueue.close(toast.key);
              }}
            >
              {toast.content.action.label}
            </Button>
          )}
          <CloseButton slot="close" />
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
