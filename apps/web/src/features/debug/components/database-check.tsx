import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { checkDatabase } from '../api/check-database';

export function DatabaseCheck() {
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const onCheck = async () => {
    setChecking(true);
    setResult(null);
    try {
      const answer = await checkDatabase();
      setResult({ ok: true, text: `Database ${answer.status} (${answer.database}, ${answer.latencyMs} ms)` });
    } catch (caught) {
      setResult({ ok: false, text: `Database check failed: ${errorMessage(caught, 'no answer')}` });
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="space-y-2">
      <Button variant="secondary" className="w-full" onClick={onCheck} loading={checking} loadingLabel="Testing...">
        Test database connection
      </Button>
      {result ? (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}>
          {result.text}
        </p>
      ) : null}
    </div>
  );
}
