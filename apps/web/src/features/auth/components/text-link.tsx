import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx, focusRing } from '../../../components/ui/class-names';

const linkStyles = cx('rounded font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300', focusRing);

export function TextLink({ className, ...rest }: LinkProps) {
  return <Link className={cx(linkStyles, className)} {...rest} />;
}

/** Looks like a link, acts in place (switching the login view). */
export function LinkButton({ className, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={cx(linkStyles, className)} {...rest} />;
}
