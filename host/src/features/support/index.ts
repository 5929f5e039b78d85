export { SupportPopup, SUPPORT_SENT_MESSAGE } from './components/SupportPopup';
