export { toMoney } from './money';
export type { BackendMoney, Money } from './money';
