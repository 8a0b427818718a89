export { Spinner, Skeleton, type SpinnerProps, type SkeletonProps } from './Spinner';
