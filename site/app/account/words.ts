import { addDomainWords } from '@storefront/features/platform';
import { accountSectionMessages } from './messages';

// The account section's words travel with the account's frame and with sign-in, which says what an account page needs
// signing in for: a page outside the account carries none of them (about 1 KB less on every other page).
addDomainWords({ accountSectionMessages }, () => import('./messages.de'));
