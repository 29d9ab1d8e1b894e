import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import type { ResultProps } from 'antd';
import { Link } from 'react-router';
import { AntdScope } from '../app/antd-scope';

interface StatusPageProps {
  status: ResultProps['status'];
  title: string;
  body: string;
  linkTo: string;
  linkText: string;
  testId: string;
  icon?: ReactNode;
}

/** The layout shared by the 401, 404 and "not available yet" pages (loaded with antd, outside the entry). */
export function StatusPage({ status, title, body, linkTo, linkText, testId, icon }: StatusPageProps) {
  return (
    <main className="status-page" data-testid={testId}>
      <AntdScope>
        <Result
          status={status}
          icon={icon}
          title={title}
          subTitle={body}
          extra={
            <Link to={linkTo}>
              <Button type="primary">{linkText}</Button>
            </Link>
          }
        />
      </AntdScope>
    </main>
  );
}
