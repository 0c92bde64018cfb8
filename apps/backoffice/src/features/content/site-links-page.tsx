import { useEffect } from 'react';
import { useFieldArray, type UseFormRegister } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { siteLinks, type SiteLinks } from '@wl/contract/content/ops-site-links';
import { roleAllows } from '@wl/contract/operators/roles';
import { ops } from '../../api/ops-client';
import { readSession } from '../../api/session';
import { ErrorText } from '../../components/error-text';
import '../../components/editor-form.css';
import { Field } from '../../components/field';
import { useEditor } from '../../components/use-editor';

const POSITIONS = ['HEADER', 'SIDEBAR', 'FOOTER', 'DEFAULT'];
const URL_RULE = { required: true, pattern: /^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/ } as const;
const CODE_RULE = { required: true, pattern: /^[A-Za-z0-9_]{2,32}$/ } as const;

/** Form values: inputs hold text, so the optional numbers and addresses are '' when unset. */
interface LinksForm {
  customerService: { csType: string; csPosition: string; url: string; minRankLevel: string }[];
  resources: { resourceType: string; url: string; qrCodeUrl: string; labelNameEn: string }[];
}

function toForm(links: SiteLinks): LinksForm {
  return {
    customerService: links.customerService.map((c) => ({
      ...c,
      minRankLevel: c.minRankLevel === null ? '' : String(c.minRankLevel),
    })),
    resources: links.resources.map((r) => ({ ...r, qrCodeUrl: r.qrCodeUrl ?? '' })),
  };
}

function toBody(form: LinksForm): SiteLinks {
  return {
    customerService: form.customerService.map((c) => ({
      ...c,
      minRankLevel: c.minRankLevel === '' ? null : Number(c.minRankLevel),
    })),
    resources: form.resources.map((r) => ({ ...r, qrCodeUrl: r.qrCodeUrl.trim() || null })),
  };
}

/**
 * The site's links: customer-service entries (live chat in the header, channels in the side
 * bar, the VIP service from a club rank) and app download and social links. The player site
 * shows a saved change at once; each save is audited. A refused value says why under its field.
 */
export default function SiteLinksPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const role = readSession()?.operator.role;
  const canEdit = role ? roleAllows(role, 'content.edit') : false;
  const stored = useQuery({
    queryKey: ['site-links'],
    queryFn: () => ops({ path: '/ops/site-links' }, siteLinks),
  });
  const { register, control, reset, errorOf, save, onSubmit } = useEditor<LinksForm, SiteLinks>({
    defaultValues: { customerService: [], resources: [] },
    save: (form) => ops({ method: 'PUT', path: '/ops/site-links', body: toBody(form) }, siteLinks),
    onSaved: () => client.invalidateQueries({ queryKey: ['site-links'] }),
  });
  useEffect(() => {
    if (stored.data) reset(toForm(stored.data));
  }, [stored.data, reset]);
  const service = useFieldArray({ control, name: 'customerService' });
  const resources = useFieldArray({ control, name: 'resources' });

  return (
    <section aria-labelledby="links-heading">
      <h1 id="links-heading">{t('content.linksHeading')}</h1>
      <ErrorText error={stored.error} />
      <form className="editor-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <fieldset className="variants" disabled={!canEdit}>
          <legend>{t('content.serviceLinks')}</legend>
          {service.fields.map((f, i) => (
            <div key={f.id} className="variant">
              <ServiceFields register={register} errorOf={errorOf} index={i} />
              <button type="button" className="danger" onClick={() => service.remove(i)}>
                {t('content.removeLink')}
              </button>
            </div>
          ))}
          <button
            type="button"
            onClick={() =>
              service.append({
                csType: 'LIVECHAT',
                csPosition: 'HEADER',
                url: '',
                minRankLevel: '',
              })
            }
          >
            {t('content.addServiceLink')}
          </button>
        </fieldset>
        <fieldset className="variants" disabled={!canEdit}>
          <legend>{t('content.appLinks')}</legend>
          {resources.fields.map((f, i) => (
            <div key={f.id} className="variant">
              <Field
                label={t('content.resourceType')}
                error={errorOf(`resources.${i}.resourceType`)}
              >
                <input {...register(`resources.${i}.resourceType`, CODE_RULE)} />
              </Field>
              <Field label={t('content.linkAddress')} error={errorOf(`resources.${i}.url`)}>
                <input {...register(`resources.${i}.url`, URL_RULE)} />
              </Field>
              <Field label={t('content.qrCode')} error={errorOf(`resources.${i}.qrCodeUrl`)}>
                <input {...register(`resources.${i}.qrCodeUrl`, { pattern: URL_RULE.pattern })} />
              </Field>
              <Field label={t('content.label')} error={errorOf(`resources.${i}.labelNameEn`)}>
                <input {...register(`resources.${i}.labelNameEn`, { maxLength: 64 })} />
              </Field>
              <button type="button" className="danger" onClick={() => resources.remove(i)}>
                {t('content.removeLink')}
              </button>
            </div>
          ))}
          <button
            type="button"
            onClick={() =>
              resources.append({ resourceType: 'Android', url: '', qrCodeUrl: '', labelNameEn: '' })
            }
          >
            {t('content.addAppLink')}
          </button>
        </fieldset>
        <ErrorText error={save.error} />
        {save.isSuccess && <p role="status">{t('content.saved')}</p>}
        {canEdit && (
          <div className="row-actions">
            <button type="submit" disabled={save.isPending}>
              {t('content.save')}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}

function ServiceFields({
  register,
  errorOf,
  index,
}: {
  register: UseFormRegister<LinksForm>;
  errorOf: (name: string) => string | undefined;
  index: number;
}) {
  const { t } = useTranslation();
  const name = (field: string) => `customerService.${index}.${field}`;
  return (
    <>
      <Field label={t('content.serviceType')} error={errorOf(name('csType'))}>
        <input {...register(`customerService.${index}.csType`, CODE_RULE)} />
      </Field>
      <Field label={t('content.position')} error={errorOf(name('csPosition'))}>
        <select {...register(`customerService.${index}.csPosition`)}>
          {POSITIONS.map((p) => (
            <option key={p} value={p}>
              {t(`content.positions.${p}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('content.linkAddress')} error={errorOf(name('url'))}>
        <input {...register(`customerService.${index}.url`, URL_RULE)} />
      </Field>
      <Field label={t('content.minRank')} error={errorOf(name('minRankLevel'))}>
        <input
          type="number"
          min={0}
          max={99}
          {...register(`customerService.${index}.minRankLevel`, { pattern: /^\d{0,2}$/ })}
        />
      </Field>
    </>
  );
}
