/** Demo data for Leafbid: accounts, catalogue, order requests and generated cover images. */
export { DEMO_PASSWORD, demoAccounts, demoInvitedContacts } from './accounts.js';
export type { DemoAccount } from './accounts.js';
export { demoProducts } from './products.js';
export type { DemoProduct } from './products.js';
export { demoTasks } from './tasks.js';
export type { DemoTask } from './tasks.js';
export { renderCoverPng } from './cover-image.js';
