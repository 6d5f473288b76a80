import { cx } from '../../components/ui/class-names';
import { LogoMark } from '../../components/ui/logo-mark';

/** The product's name with its mark. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span className={cx('inline-flex items-center gap-2 font-bold tracking-tight', className)}>
      <LogoMark className="h-8 w-8 shrink-0" />
      <span>Cadence</span>
    </span>
  );
}
