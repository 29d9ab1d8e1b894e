import { Navigate, Route, Routes } from 'react-router';
import type { AppProps } from '../../shell/app-catalogue/app-definition';
import { useAppBase } from '../../shell/app-catalogue/use-app-base';
import { AccountFacts } from './account-facts';
import { CloudAccountEmpty } from './cloud-account-empty';
import { MyAccountLayout } from './my-account-layout';

/** /myAccount (T1): the signed-in user's own account; children `me` and `zspace`. */
export default function MyAccountApp(_props: AppProps) {
  const base = useAppBase();
  return (
    <Routes>
      <Route element={<MyAccountLayout />}>
        <Route index element={<Navigate to={`${base}/me`} replace />} />
        <Route path="me" element={<AccountFacts />} />
        <Route path="zspace" element={<CloudAccountEmpty />} />
        <Route path="*" element={<Navigate to={`${base}/me`} replace />} />
      </Route>
    </Routes>
  );
}
