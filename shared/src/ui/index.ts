// @leafbid/shared/ui — the small UI kit every app shares.
// 2.1.0: FormField, the labelled form field (label, hint, message, ARIA) the remotes wrote each;
// FieldMessage's `role: 'alert'`.
import './ui.css';

export { Button, type ButtonProps, type ButtonVariant } from './button';
export { Spinner, type SpinnerProps } from './spinner';
export { Tag, type TagProps, type TagTone } from './tag';
export { Modal, type ModalProps } from './modal';
export { ConfirmModal, type ConfirmModalProps } from './confirm-modal';
export { Tabs, type TabsProps, type TabItem } from './tabs';
export { GetInTouch, type GetInTouchProps } from './get-in-touch';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorMessage, type ErrorMessageProps } from './error-message';
export { FieldMessage, type FieldMessageProps, type FieldMessageTone } from './field-message';
export {
  FormField,
  type FormFieldProps,
  type FormFieldControlProps,
  type FormFieldClassNames,
} from './form-field';
export { ApiImage, type ApiImageProps } from './api-image';
export { ApiVideo, type ApiVideoProps } from './api-video';
export { useMediaUrl } from './use-media-url';
// 2.4.0 (issue 19): English / Français on the public pages.
export { LanguageSwitch, type LanguageSwitchProps } from './language-switch';
// 2.5.0 (issue 35): a download through the bearer token, whatever the browser did with the cookie.
export { DownloadLink, type DownloadLinkProps } from './download-link';
// 2.5.0 (issue 36): a dialog's code loaded on first use, and what opens in its place when it could
// not be (the orders' and the marketplace's copies made one).
export { useLazyModule, type LazyModule } from './use-lazy-module';
export { DialogLoadFailed, type DialogLoadFailedProps } from './dialog-load-failed';
