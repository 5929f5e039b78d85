export { SupportPopup } from './components/support-popup';
