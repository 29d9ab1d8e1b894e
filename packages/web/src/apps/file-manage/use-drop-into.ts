import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useToast } from '../../shell/format';
import { codeText } from './code-text';
import { currentFileDrag, endFileDrag } from './drag-state';
import { dropVerdict, type DropTarget } from './drop-rules';
import { useOperations } from './file-manage-context';

/** Rows dropped onto a folder or a sidebar entry: the drop rules first, then the move or copy. */
export function useDropInto() {
  const { t } = useTranslation();
  const toast = useToast();
  const operations = useOperations();
  return useCallback(
    async (target: DropTarget) => {
      const drag = currentFileDrag();
      endFileDrag();
      if (!drag) return;
      const items = await drag.items();
      const verdict = dropVerdict(items, target);
      if (!verdict.ok) {
        toast.warning(
          verdict.reason === 'fetching' ? t('fileManage.transfer.fetching') : codeText(verdict.reason),
        );
        return;
      }
      await operations.transfer(
        items.map((item) => item.path),
        verdict.dest,
        verdict.mode,
      );
    },
    [operations, t, toast],
  );
}
