import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ops } from '../../api/ops-client';
import { ErrorText } from '../../components/error-text';
import { fileAsBase64 } from '../../components/file-as-base64';

/**
 * A saved promotion's picture: shown as it is, replaced by choosing a PNG or JPEG (under 5 MB,
 * checked by the server), uploaded at once on its own call.
 */
export function PromotionArtwork(props: { promotionId: string; imageUrl: string | null }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(props.imageUrl);
  const upload = useMutation({
    mutationFn: async (file: File) =>
      ops(
        {
          method: 'PUT',
          path: `/ops/promotions/${props.promotionId}/artwork`,
          body: { contentBase64: await fileAsBase64(file) },
        },
        z.object({ imageUrl: z.string() }),
      ),
    onSuccess: (r) => setUrl(`${r.imageUrl}?v=${Date.now()}`),
  });
  return (
    <div className="wide-field promotion-artwork">
      {url && <img src={url} alt={t('engagement.picture')} />}
      <label>
        {t('engagement.pictureUpload')}
        <input
          type="file"
          accept="image/png,image/jpeg"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload.mutate(file);
          }}
        />
      </label>
      {upload.isPending && <p role="status">{t('app.loading')}</p>}
      <ErrorText error={upload.error} />
    </div>
  );
}
