export { ConsentsWidget } from './ConsentsWidget';
