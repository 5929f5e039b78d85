export { SupportPopup } from './components/SupportPopup';
