import { ActivityApplyForm, FORM_ERROR } from '@playsite/forms';
import { platform } from '../../../common/api/platform.ts';
import { readBase64 } from '../../../common/files/proof.ts';
import { errorText } from '../../../common/panel/errorText.ts';

/**
 * Apply with a comment and proof pictures: each picture is uploaded on its own (png/jpg, 5 MB,
 * checked again by the server from its bytes), then the application names them. A refusal shows
 * on the form and keeps what was typed and picked.
 */
export function ApplyForm({
  activityId,
  activityName,
  onApplied,
}: {
  activityId: number;
  activityName: string;
  onApplied: () => void;
}) {
  return (
    <ActivityApplyForm
      activityName={activityName}
      onSubmit={async ({ comment, images }) => {
        try {
          const imageIds: string[] = [];
          for (const image of images) {
            const uploaded = await platform.call('activityImage', {
              contentType: image.type === 'image/png' ? 'image/png' : 'image/jpeg',
              data: await readBase64(image),
            });
            imageIds.push(uploaded.imageId);
          }
          await platform.call('activityApply', { activityId, comment, imageIds });
          onApplied();
          return undefined;
        } catch (error) {
          return { [FORM_ERROR]: { text: errorText(error) } };
        }
      }}
    />
  );
}
