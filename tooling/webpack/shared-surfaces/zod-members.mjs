// The members of the shared `z` namespace (./zod.mjs): what the apps' code calls at run time.
// Types (`z.infer`, `z.input`, `z.output`) need nothing here.
export {
  array,
  boolean,
  config,
  custom,
  email,
  enum,
  instanceof,
  literal,
  number,
  object,
  preprocess,
  record,
  string,
  tuple,
  union,
  unknown,
} from 'leafbid-zod-package';
