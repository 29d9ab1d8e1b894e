/**
 * The peer of `npm run bench:bundle`: React and antd's ConfigProvider, Button and Modal, nothing
 * else. Its JavaScript is what any page of this stack downloads at least.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, ConfigProvider, Modal } from 'antd';

function ReferencePage() {
  const [open, setOpen] = useState(false);
  return (
    <ConfigProvider>
      <Button type="primary" data-testid="reference-ready" onClick={() => setOpen(true)}>
        Open
      </Button>
      <Modal title="Reference" open={open} onOk={() => setOpen(false)} onCancel={() => setOpen(false)}>
        A dialog.
      </Modal>
    </ConfigProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <ReferencePage />
  </StrictMode>,
);
