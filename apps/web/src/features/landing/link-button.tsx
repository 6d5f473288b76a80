import { Link, type LinkProps } from 'react-router';
import { buttonBase, buttonStyles } from '../../components/ui/button';
import { cx } from '../../components/ui/class-names';

const sizes = { md: 'px-4 py-2 text-sm', lg: 'px-6 py-3 text-base' };

/** A navigation link that looks like a button. */
export function LinkButton({ variant = 'primary', size = 'md', className, ...rest }: LinkProps & { variant?: keyof typeof buttonStyles; size?: keyof typeof sizes }) {
  return <Link className={cx(buttonBase, buttonStyles[variant], sizes[size], className)} {...rest} />;
}
