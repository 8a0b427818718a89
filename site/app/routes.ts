import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  // The home page is the Builder `page` entry for "/"; every URL no other route claims is one too.
  index('routes/builder-page.tsx', { id: 'routes/home' }),
  route('stores', 'routes/stores.tsx'),
  route('contact', 'routes/contact.tsx'),
  // The consent e-mail's link: the shopper confirms there, and the server validates the hash it carries.
  route('consent/validate/:hash', 'routes/consent.validate.$hash.tsx'),
  route('sign-in', 'routes/sign-in.tsx'),
  route('register', 'routes/register.tsx'),
  route('password-reset', 'routes/password-reset.tsx'),
  // Account pages check the stored session as they open (spec: session validation).
  layout('routes/account-session.tsx', [
    route('account', 'routes/account.tsx'),
    route('account/profile', 'routes/account.profile.tsx'),
    route('account/addresses', 'routes/account.addresses.tsx'),
    route('account/orders', 'routes/account.orders.tsx'),
    route('account/devices', 'routes/account.devices.tsx'),
    route('account/loyalty', 'routes/account.loyalty.tsx'),
    route('account/complaints', 'routes/account.complaints.tsx'),
    route('account/referrals', 'routes/account.referrals.tsx'),
    route('account/subscriptions', 'routes/account.subscriptions.tsx'),
    route('account/age-verification', 'routes/account.age-verification.tsx'),
    route('account/newsletter', 'routes/account.newsletter.tsx'),
    route('account/surveys', 'routes/account.surveys.tsx'),
    route('account/coupons', 'routes/account.coupons.tsx'),
    route('account/surveys/:surveyId', 'routes/account.surveys.$surveyId.tsx'),
    route('account/orders/:number', 'routes/account.orders.$number.tsx'),
  ]),
  // The invoice download: a form POST from the order page, answered with the PDF (no page of its own).
  route('account/orders/:number/invoice', 'routes/account.orders.$number.invoice.ts'),
  // Verification status of the shopper's own e-mail or phone, read on the server: the browser posts it in a body.
  route('account/verification-status', 'routes/account.verification-status.ts'),
  // The account pages' session check: the browser posts its session token, the server asks the account service.
  route('account/session', 'routes/account.session.ts'),
  // One-time codes of the contact details, sent and checked through the shop so it can throttle them.
  route('account/codes', 'routes/account.codes.ts'),
  // The newsletter's subscribe and unsubscribe, made through the shop so it can throttle them.
  route('newsletter/subscription', 'routes/newsletter.subscription.ts'),
  route('loyalty', 'routes/loyalty.tsx'),
  // Where each loyalty article is and what it is called, read from Builder (the loyalty service knows ids only).
  route('loyalty/articles', 'routes/loyalty.articles.ts'),
  route('cart', 'routes/cart.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('checkout/confirmation/:number', 'routes/checkout.confirmation.$number.tsx'),
  route('products/:sku', 'routes/products.$sku.tsx'),
  route('category/:id', 'routes/category.$id.tsx'),
  route('search', 'routes/search.tsx'),
  // A Builder page with the catalogue's flavours and its answers in the URL (the Flavour finder block).
  route('flavour-finder', 'routes/flavour-finder.tsx'),
  // The free trial's entry: sets the trial store view for this shopper (the Free trial block posts here).
  route('trial', 'routes/trial.ts'),
  route('preferences/theme', 'routes/preferences.theme.ts'),
  route('preferences/language', 'routes/preferences.language.ts'),
  route('preferences/analytics', 'routes/preferences.analytics.ts'),
  // Resource routes for crawlers, before the catch-all would take them for Builder pages.
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('*', 'routes/builder-page.tsx', { id: 'routes/builder-page' }),
] satisfies RouteConfig;
