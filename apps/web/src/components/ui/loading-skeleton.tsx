import Skeleton, { type SkeletonProps } from '@mui/material/Skeleton';

type LoadingSkeletonProps = Omit<SkeletonProps, 'variant' | 'role'> & {
  /** What assistive technology announces while the content loads. */
  'aria-label'?: string;
};

/**
 * The placeholder of content on its way, named for assistive technology. MUI's Skeleton is a bare
 * `span`, on which an aria-label is not allowed (axe: aria-prohibited-attr); as an indeterminate
 * progress bar it may carry one.
 */
export function LoadingSkeleton({
  'aria-label': label = 'Loading',
  ...props
}: LoadingSkeletonProps) {
  return <Skeleton variant="rounded" role="progressbar" aria-label={label} {...props} />;
}
