// The import boundaries lint enforces (issue 17), checked with ESLint's own RuleTester on files
// placed where the real ones are.
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './boundaries.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const at = (file) => path.join(root, file);
const rule = boundariesPlugin(root).rules.boundaries;

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

const invalid = (filename, code) => ({
  filename: at(filename),
  code,
  errors: [{ messageId: 'crossing' }],
});
const valid = (filename, code) => ({ filename: at(filename), code });

tester.run('leafbid/boundaries', rule, {
  valid: [
    valid(
      'remote-orders/src/features/orders/api/get-orders.ts',
      "import { bus } from '@leafbid/shared';",
    ),
    valid(
      'remote-orders/src/features/orders/components/list.tsx',
      "import { useOrders } from '../hooks/use-orders';",
    ),
    // A feature uses the app's own shared folders.
    valid(
      'remote-onboarding/src/features/reset/components/reset-page.tsx',
      "import '../../../components/sign-in-card.css';",
    ),
    valid(
      'remote-operator/src/features/bids/hooks/use-bids.ts',
      "import { usePagedList } from '../../../components/use-paged-list';",
    ),
    // Composition happens in src/app: it may import every feature.
    valid(
      'remote-orders/src/app/exposes/orders-page.tsx',
      "import { OrdersPage } from '../../features/orders';",
    ),
    valid(
      'host/src/app/remote/load.ts',
      "const m = await import('@module-federation/enhanced/runtime');",
    ),
    // Tests, scripts and tooling drive everything (the one-app bench builds the exposed files
    // into one bundle on purpose).
    valid(
      'tests/bench/one-app/stand-in.ts',
      "import '../../../remote-orders/src/app/exposes/orders-page';",
    ),
    // Features take the package's texts from src/messages.ts, at the package root (issue 36).
    valid(
      'host/src/features/shell/components/header.tsx',
      "import { SHELL_MESSAGES } from '../../../messages';",
    ),
    valid(
      'remote-listings/src/features/my-products/api/trade-desk.ts',
      "import { TRADE_DESK_MESSAGES } from '../../../messages';",
    ),
    // src/app composes the features and may test them together with its own modules.
    valid(
      'remote-listings/src/app/my-listings.fr-ca.test.tsx',
      "import { MyProducts } from '../features/my-products/components/my-products';",
    ),
    // The kernel by its name, from an app; the domain package from the API.
    valid('host/src/app/routes.tsx', "import { bus } from '@leafbid/shared';"),
    valid('api/src/routes/x.ts', "import { bidQuality } from '@leafbid/domain';"),
    // A relative path inside the same package, however far up it goes.
    valid('shared/src/ui/card.tsx', "import { bus } from '../bus';"),
  ],
  invalid: [
    // A remote imports neither another remote nor the host, by name or by path.
    invalid(
      'remote-orders/src/features/orders/components/list.tsx',
      "import { ProductCard } from '@leafbid/remote-marketplace';",
    ),
    invalid('remote-orders/src/app/providers.tsx', "export { Shell } from '@leafbid/host/shell';"),
    invalid(
      'remote-orders/src/app/providers.tsx',
      "import '../../../remote-marketplace/src/features/products';",
    ),
    invalid(
      'remote-orders/src/app/providers.tsx',
      "const m = import('../../../host/src/app/routes');",
    ),
    // The host reaches remotes only through loadRemote.
    invalid('host/src/app/routes.tsx', "import { OrdersPage } from '@leafbid/remote-orders';"),
    invalid(
      'host/src/app/routes.tsx',
      "import '../../../remote-orders/src/app/exposes/orders-page';",
    ),
    // The kernel, the domain package and the API know no remote and not the host.
    invalid('shared/src/ui/card.tsx', "import { x } from '@leafbid/remote-orders/src/x';"),
    invalid('shared/src/ui/card.tsx', "import { Shell } from '@leafbid/host';"),
    invalid('shared/src/ui/card.tsx', "import '../../../host/src/features/shell';"),
    invalid('domain/src/bid.ts', "import { x } from '@leafbid/remote-orders';"),
    invalid('api/src/routes/x.ts', "import '../../../remote-operator/src/remote-description';"),
    // No feature imports another, whatever the path or the kind of import.
    invalid(
      'remote-onboarding/src/features/reset/components/reset-page.tsx',
      "import '../../login/components/login-page.css';",
    ),
    invalid(
      'remote-marketplace/src/features/purchase-request/form.tsx',
      "import { useCatalogue } from '../products/hooks/use-catalogue';",
    ),
    invalid(
      'remote-marketplace/src/features/purchase-request/form.tsx',
      "export * from '../../features/products';",
    ),
    invalid('host/src/features/dashboard/dashboard.test.tsx', "jest.mock('../shell/header');"),
    // Issue 36: a feature never imports src/app, by any kind of import.
    invalid(
      'host/src/features/shell/components/header.tsx',
      "import { SHELL_MESSAGES } from '../../../app/messages';",
    ),
    invalid(
      'host/src/features/shell/notification-text.ts',
      "import { M } from '../../app/messages';",
    ),
    invalid(
      'remote-listings/src/features/my-products/components/summary.test.tsx',
      "import Summary from '../../../app/exposes/my-listings-summary';",
    ),
    invalid(
      'remote-orders/src/features/orders/components/list.test.tsx',
      "jest.mock('../../../app/events');",
    ),
    invalid('remote-orders/src/features/orders/index.ts', "export * from '../../app';"),
    // Issue 36: no relative path into another package: a second kernel, or a second domain copy.
    invalid(
      'remote-orders/src/app/providers.tsx',
      "import { bus } from '../../../shared/src/bus';",
    ),
    invalid('host/src/app/start.ts', "import '../../../shared/src/index';"),
    invalid('api/src/routes/x.ts', "import { bidQuality } from '../../../domain/src/bid-quality';"),
    invalid('domain/src/bid.ts', "import { bus } from '../../shared/src/bus';"),
    invalid('shared/src/ui/card.tsx', "import '../../../domain/src/money';"),
    // Issue 36: the domain package and the API know no kernel, by name or by path.
    invalid('domain/src/bid.ts', "import { bus } from '@leafbid/shared';"),
    invalid('domain/src/bid.ts', "import type { Profile } from '@leafbid/shared/platform';"),
    invalid('api/src/routes/x.ts', "import { apiRequest } from '@leafbid/shared';"),
    invalid('api/src/routes/x.ts', "const shared = require('../../../shared/src/index');"),
  ],
});
