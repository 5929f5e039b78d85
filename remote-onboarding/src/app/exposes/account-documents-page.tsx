// ./AccountDocumentsPage — /account-documents (issue 18). The host mounts the default export inside its router.
import { AccountDocumentsPage } from '../../features/account-documents/components/account-documents-page';

export { AccountDocumentsPage };
export default AccountDocumentsPage;
