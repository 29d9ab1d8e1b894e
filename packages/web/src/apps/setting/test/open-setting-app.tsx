import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Role, type MainRole } from '@coffer/contract';
import { DialogHost } from '../../../shell/dialogs/dialog-host';
import { Providers } from '../../../test/providers';
import { signInAs } from '../../../test/sign-in-as';
import SettingApp from '../setting-app';

/** For page tests: the settings app at `path`, signed in as `role`, with the desktop's dialog host. */
export function openSettingApp(path: string, role: MainRole = Role.master): void {
  act(() => signInAs(role));
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/setting/*" element={<SettingApp windowName={null} />} />
        </Routes>
      </MemoryRouter>
      <DialogHost />
    </Providers>,
  );
}
