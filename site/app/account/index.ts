import './words';
export { AccountCards, AccountFrame } from './AccountNavigation';
export { accountPages, type AccountPage } from './navigation';
