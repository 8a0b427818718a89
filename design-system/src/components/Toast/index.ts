export { Toast, ToastProvider, type ToastProps, type ToastProviderProps, type ToastTone } from './Toast';
