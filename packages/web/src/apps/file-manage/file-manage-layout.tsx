import { Outlet } from 'react-router';
import { FileOperationsContext } from './file-manage-context';
import { FileSidebar } from './file-sidebar';
import { TasksIndicator } from './tasks-indicator';
import { useDirTop } from './use-dir-top';
import { useFileOperations } from './use-file-operations';
import '../../shell/files/file-list.css';

/** The sidebar, the page, and the dialogs and task indicator every page shares. */
export function FileManageLayout() {
  const { dialog, ...operations } = useFileOperations();
  const dirTop = useDirTop();
  return (
    <FileOperationsContext.Provider value={operations}>
      <div className="fm" data-testid="file-manage">
        <aside className="fm-aside">
          <FileSidebar dirTop={dirTop.data} dirTopLoading={dirTop.isPending} />
          <TasksIndicator />
        </aside>
        <section className="fm-main">
          <Outlet />
        </section>
        {dialog}
      </div>
    </FileOperationsContext.Provider>
  );
}
