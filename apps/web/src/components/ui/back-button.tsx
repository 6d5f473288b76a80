import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { buttonBase, buttonStyles } from './button';
import { cx } from './class-names';

/** Goes back one page, or home when this tab opened directly on the current page. */
export function BackButton({ label = 'Back' }: { label?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const hasHistory = location.key !== 'default';
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => (hasHistory ? navigate(-1) : navigate('/'))}
      className={cx(buttonBase, buttonStyles.ghost, 'h-10 w-10 p-0')}
    >
      <ArrowLeft aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
