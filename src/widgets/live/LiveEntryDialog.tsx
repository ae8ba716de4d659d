import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Spec section 9: default dialog width. */
const DIALOG_WIDTH = '50%';

/**
 * The dialog after entering a live class from the client link (spec section 4 "Live item"):
 * download the client or watch in the browser. A chunk of its own: pages with live items
 * (home, course pages) load it when an entry is opened, not with the page.
 */
export function LiveEntryDialog({ isOpen, onClose, onDownload, onWatchWeb }: { isOpen: boolean; onClose: () => void; onDownload: () => void; onWatchWeb: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('live.entry.dialogTitle')} icon="mobile-video" style={{ width: DIALOG_WIDTH }} data-testid="live-dialog">
      <DialogBody>{t('live.entry.dialogBody')}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('live.entry.downloadClient')} icon="download" onClick={onDownload} data-testid="live-download" />
            <Button intent="primary" icon="globe" text={t('live.entry.watchInBrowser')} onClick={onWatchWeb} data-testid="live-watch-web" />
          </>
        }
      />
    </Dialog>
  );
}
