import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { useCheckDatabase } from '../api/check-database';
import { DiagnosticResult } from './diagnostic-result';

export function DatabaseCheck() {
  const check = useCheckDatabase();
  return (
    <div className="space-y-2">
      <Button variant="secondary" className="w-full" onClick={() => check.mutate()} loading={check.isPending} loadingLabel="Testing...">
        Test database connection
      </Button>
      {check.isSuccess ? <DiagnosticResult ok>{`Database ${check.data.status} (${check.data.database}, ${check.data.latencyMs} ms)`}</DiagnosticResult> : null}
      {check.isError ? <DiagnosticResult ok={false}>{`Database check failed: ${errorMessage(check.error, 'no answer')}`}</DiagnosticResult> : null}
    </div>
  );
}
