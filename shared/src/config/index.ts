export {
  RuntimeConfig,
  type RuntimeConfigInput,
  loadRuntimeConfig,
  setRuntimeConfig,
  getRuntimeConfig,
  clearRuntimeConfig,
} from './runtime-config';
