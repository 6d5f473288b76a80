import { cx } from '../../components/ui/class-names';
import { LogoMark } from '../../components/ui/logo-mark';

/** The product's name with its mark; `nameClassName` can hide the name where room is short (the phone's header). */
export function BrandMark({ className, nameClassName }: { className?: string; nameClassName?: string }) {
  return (
    <span className={cx('inline-flex items-center gap-2 font-bold tracking-tight', className)}>
      <LogoMark className="h-8 w-8 shrink-0" />
      <span className={nameClassName}>Cadence</span>
    </span>
  );
}
