export const randomId = () => crypto.randomUUID().replace(/-/g, '');
