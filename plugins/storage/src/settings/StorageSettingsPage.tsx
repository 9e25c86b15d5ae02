import { ByteStore } from './ByteStore.js';
import { S3AccessKeys } from './S3AccessKeys.js';
import { S3Connection } from './S3Connection.js';
import { SettingsSection } from './SettingsSection.js';
import { UploadLimitForm } from './UploadLimitForm.js';
import * as css from './StorageSettings.css.js';

/**
 * `/project/{ref}/settings/storage` (spec 2.10): the upload limit, where S3 clients connect and
 * with which keys, and which byte store holds the bytes. The route needs storage admin read on
 * the config; each section asks for its own data, so one refusal does not blank the rest.
 */
export function StorageSettingsPage() {
  return (
    <div className={css.page}>
      <h1 className={css.title}>Storage Settings</h1>
      <SettingsSection title="Upload file size limit">
        <UploadLimitForm />
      </SettingsSection>
      <SettingsSection title="S3 connection">
        <S3Connection />
      </SettingsSection>
      <SettingsSection title="S3 access keys">
        <S3AccessKeys />
      </SettingsSection>
      <SettingsSection title="Byte store">
        <ByteStore />
      </SettingsSection>
    </div>
  );
}
