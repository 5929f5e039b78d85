export {
  PurchaseRequestForm,
  type PurchaseRequestFormProps,
} from './components/purchase-request-form';
