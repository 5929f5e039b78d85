// The add-products feature: the 'Add Products' tab (spec §5 Product submission).
export { AddProducts } from './components/add-products';
export { MessageArea } from './components/message-area';
