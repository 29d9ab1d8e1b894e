import { Alert } from 'antd';

/** The refusals of the step the user is on, each on its own line, in the words the spec gives. */
export function ProblemList({ problems, testId }: { problems: readonly string[]; testId: string }) {
  if (problems.length === 0) return null;
  return (
    <div className="pool-action-problems" data-testid={testId}>
      {problems.map((text) => (
        <Alert key={text} type="error" showIcon title={text} data-testid={`${testId}-item`} />
      ))}
    </div>
  );
}
