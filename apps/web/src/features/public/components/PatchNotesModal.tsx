import { Alert, Modal, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useVersionUpdate } from '../api';

/** The release notes of the newest version. */
export function PatchNotesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const update = useVersionUpdate(open);
  const data = update.data;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      onOk={onClose}
      okText="Got it"
      cancelButtonProps={{ style: { display: 'none' } }}
      title="What's new"
    >
      {update.isPending && <Skeleton active />}
      {update.isError && <Alert type="error" title="The release notes could not be loaded." />}
      {data && (
        <>
          <Typography.Text type="secondary">
            Version {data.version_number} · {dayjs(data.version_date).format('MMMM DD, YYYY')}
          </Typography.Text>
          <Typography.Title level={5}>Updates</Typography.Title>
          <ul>
            {data.updates.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {data.bugs.length > 0 && (
            <>
              <Typography.Title level={5}>Fixes</Typography.Title>
              <ul>
                {data.bugs.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Modal>
  );
}
